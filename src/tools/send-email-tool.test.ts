import { describe, expect, it } from 'vitest';
import { createRecordStore } from './record-store.ts';
import { createSendEmailTool, readOutbox } from './send-email-tool.ts';
import { ToolsDatabase } from './tools-database.ts';

const context = { signal: new AbortController().signal };

describe('send_email', () => {
  it('writes the approved email into the outbox and nowhere else', async () => {
    const db = new ToolsDatabase(`email-${crypto.randomUUID()}`);
    const store = createRecordStore(db);
    await store.seed();
    const tool = createSendEmailTool({ db, store, clock: () => Date.parse('2026-02-16T10:00:00Z') });
    expect(tool.tier).toBe('write');
    const args = { to: 'dana.whitfield@example.com', subject: 'Your refund', body: 'Hi Dana,\n\nDone.' };
    expect(await tool.check?.(args, context)).toBeUndefined();
    expect(await tool.execute(args, context)).toEqual({
      sent: true,
      id: 1,
      to: 'dana.whitfield@example.com',
      subject: 'Your refund',
      sent_at: '2026-02-16T10:00:00.000Z',
    });
    expect(await readOutbox(db)).toEqual([{ id: 1, ...args, sentAt: Date.parse('2026-02-16T10:00:00Z') }]);
  });

  it('refuses an address no customer has, inside the executor as well', async () => {
    const db = new ToolsDatabase(`email-${crypto.randomUUID()}`);
    const store = createRecordStore(db);
    await store.seed();
    const tool = createSendEmailTool({ db, store });
    const args = { to: 'someone@example.org', subject: 'Hi', body: 'Hello' };
    expect((await tool.check?.(args, context))?.message).toContain(
      'No Customer has the address "someone@example.org"',
    );
    await expect(tool.execute(args, context)).rejects.toThrow('No Customer has the address');
    expect(await readOutbox(db)).toEqual([]);
  });
});
