import { describe, expect, it } from 'vitest';
import { createResumeLedger } from './resume-ledger.ts';
import { ToolgateDatabase } from './toolgate-database.ts';

const openDatabase = () => new ToolgateDatabase(`toolgate-test-${crypto.randomUUID()}`);
const body = { threadId: 't1', runId: 'run_2', resume: [] };

describe('resume ledger', () => {
  it('records a resume once: a second claim for any of its interrupts gets the first record, even from another connection', async () => {
    const database = openDatabase();
    const first = createResumeLedger(database);
    const claimed = await first.claim({
      id: 'r1',
      conversationId: 'c1',
      interruptIds: ['i1', 'i2'],
      interruptKeys: ['k1', 'k2'],
      body,
      at: 1,
    });
    expect(claimed).toMatchObject({ status: 'claimed', resume: { status: 'sending' } });
    const other = createResumeLedger(new ToolgateDatabase(database.name));
    const again = await other.claim({
      id: 'r2',
      conversationId: 'c1',
      interruptIds: ['i2'],
      interruptKeys: ['k2'],
      body,
      at: 2,
    });
    expect(again).toMatchObject({ status: 'already', resume: { id: 'r1' } });
    expect((await other.forConversation('c1')).map((resume) => resume.id)).toEqual(['r1']);
  });

  it('settles a send, and lets a failed or unconfirmed one be retried once with the same body, never a sent one', async () => {
    const database = openDatabase();
    const ledger = createResumeLedger(database);
    await ledger.claim({
      id: 'r1',
      conversationId: 'c1',
      interruptIds: ['i1'],
      interruptKeys: ['k1'],
      body,
      at: 1,
    });
    // Left being sent by a reload: whether it arrived is unknown, so the operator may send it again.
    expect(await ledger.retry('r1', 2, 1)).toMatchObject({ status: 'sending', at: 2, body });
    // A second Retry of what was seen before (a double click, another tab) finds it retried already.
    expect(await createResumeLedger(new ToolgateDatabase(database.name)).retry('r1', 5, 1)).toBeUndefined();
    await ledger.settle('r1', { status: 'failed', error: 'The agent server closed the connection.' });
    expect((await ledger.forConversation('c1'))[0]).toMatchObject({ status: 'failed', error: /closed/ });
    const retried = await ledger.retry('r1', 3, 2);
    expect(retried).toMatchObject({ status: 'sending', at: 3, body });
    expect(retried).not.toHaveProperty('error');
    await ledger.settle('r1', { status: 'sent' });
    expect((await ledger.forConversation('c1'))[0]!.status).toBe('sent');
    expect(await ledger.retry('r1', 4, 3)).toBeUndefined();
  });
});
