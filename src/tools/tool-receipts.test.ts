import { describe, expect, it } from 'vitest';
import { defaultAgentProfile, defaultOperatorProfile } from './access.ts';
import { createRecordStore } from './record-store.ts';
import { createBuiltInTools } from './record-tools.ts';
import { readOutbox } from './send-email-tool.ts';
import { AlreadyRanError, readReceipts, withReceipt } from './tool-receipts.ts';
import { ToolsDatabase } from './tools-database.ts';

const signal = new AbortController().signal;
const clock = () => Date.parse('2026-02-16T10:00:00Z');
const email = { to: 'dana.whitfield@example.com', subject: 'Your refund', body: 'Hi Dana.' };

async function builtIn() {
  const db = new ToolsDatabase(`receipts-${crypto.randomUUID()}`);
  const store = createRecordStore(db);
  await store.seed();
  const tools = createBuiltInTools({
    store,
    operator: defaultOperatorProfile,
    agent: defaultAgentProfile,
    clock,
  });
  const tool = (name: string) => tools.find((candidate) => candidate.name === name)!;
  return { db, store, tool };
}

describe('receipts of built-in tools', () => {
  it('send_email stores, with the email, a receipt of its call holding the result it returned', async () => {
    const { db, tool } = await builtIn();
    const result = await tool('send_email').execute(email, { signal, callId: 'call-1' });
    expect(await readOutbox(db)).toHaveLength(1);
    expect(await readReceipts(db, ['call-1', 'call-2'])).toEqual(
      new Map([['call-1', { callId: 'call-1', tool: 'send_email', result, at: clock() }]]),
    );
  });

  it('a call that has a receipt is refused before anything is written, so it takes effect once', async () => {
    const { db, tool } = await builtIn();
    await tool('send_email').execute(email, { signal, callId: 'call-1' });
    await expect(tool('send_email').execute(email, { signal, callId: 'call-1' })).rejects.toBeInstanceOf(
      AlreadyRanError,
    );
    expect(await readOutbox(db)).toHaveLength(1);
    expect(await db.receipts.count()).toBe(1);
  });

  it('an effect that fails leaves neither its writes nor a receipt', async () => {
    const { db } = await builtIn();
    const failing = withReceipt(
      db,
      [db.outbox],
      { callId: 'call-1', tool: 'send_email', clock },
      async () => {
        await db.outbox.add({ ...email, sentAt: clock() });
        throw new Error('the mail server refused');
      },
    );
    await expect(failing).rejects.toThrow('the mail server refused');
    expect(await readOutbox(db)).toEqual([]);
    expect(await db.receipts.count()).toBe(0);
  });

  it('the record tools write their receipt with their change, and a refused batch writes neither', async () => {
    const { db, store, tool } = await builtIn();
    const update = tool('update_record');
    expect(update.effects).toBe('receipted');
    const result = await update.execute(
      { model: 'ticket', id: 5087, values: { priority: 'urgent' } },
      { signal, callId: 'call-u' },
    );
    expect((await readReceipts(db, ['call-u'])).get('call-u')?.result).toEqual(result);
    expect((await store.get('ticket', 5087))?.priority).toBe('urgent');

    const batch = {
      model: 'ticket',
      updates: [
        { id: 5087, values: { priority: 'low' } },
        { id: 5088, values: { priority: 'critical' } },
      ],
    };
    await expect(update.execute(batch, { signal, callId: 'call-b' })).rejects.toThrow();
    expect((await store.get('ticket', 5087))?.priority).toBe('urgent');
    expect((await readReceipts(db, ['call-b'])).size).toBe(0);
  });

  it('the read tools change nothing, and say so', async () => {
    const { tool } = await builtIn();
    for (const name of ['describe_model', 'search_records', 'read_record'])
      expect(tool(name).effects).toBe('none');
  });
});
