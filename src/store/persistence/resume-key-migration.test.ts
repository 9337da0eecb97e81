import { describe, expect, it } from 'vitest';
import type { ToolCallState } from '../../core/tool-call.ts';
import { remoteInterruptKey } from '../../core/scoped-keys.ts';
import { makeCallPart, makeMessage } from '../../test/test-builders.ts';
import { createResumeLedger } from './resume-ledger.ts';
import { ToolgateDatabase } from './toolgate-database.ts';
import { legacyDatabase } from '../../test/legacy-database.ts';

const threadA = { kind: 'ag-ui', agentId: 'agent_1', threadId: 'thread_a' } as const;
const declined: ToolCallState = { status: 'declined', decidedAt: 2, by: 'operator' };

/** The database as the version that looked resumes up by interrupt id left it. */
async function storeUnkeyed(name: string) {
  const old = legacyDatabase(name, 7, {
    messageChunks: '[conversationId+index], conversationId',
    resumes: 'id, conversationId, *interruptIds',
  });
  await old.table('conversations').put({ id: 'conv_a', title: 'A', source: threadA, revision: 1 });
  // Run 1 raised int_email and was answered; run 2 of the same thread raised it again and still waits.
  const call = (runId: string, state?: ToolCallState) =>
    makeCallPart({
      id: `call_email_${runId}`,
      name: 'send_email',
      interrupt: { id: 'int_email', reason: 'tool_call', runId, editable: true },
      ...(state ? { state } : {}),
    });
  await old.table('messageChunks').put({
    conversationId: 'conv_a',
    index: 0,
    revision: 1,
    messages: [makeMessage('model', [call('run_1', declined)]), makeMessage('model', [call('run_2')])],
  });
  const body = { threadId: 'thread_a', runId: 'run_resume', resume: [] };
  await old.table('resumes').put({
    id: 'r_a',
    conversationId: 'conv_a',
    interruptIds: ['int_email'],
    status: 'sent',
    at: 1,
    body,
  });
  await old.table('resumes').put({
    id: 'r_gone',
    conversationId: 'conv_gone',
    interruptIds: ['int_email'],
    status: 'sent',
    at: 1,
    body,
  });
  old.close();
}

describe('keying stored resumes by scope', () => {
  it('keeps old resumes answering their own run, and lets the same id of another run or thread be answered', async () => {
    const name = `resume-keys-${crypto.randomUUID()}`;
    await storeUnkeyed(name);
    const db = new ToolgateDatabase(name);
    const ledger = createResumeLedger(db);
    const answered = remoteInterruptKey(threadA, { id: 'int_email', runId: 'run_1' });
    expect((await ledger.answering(answered))?.id).toBe('r_a');
    expect(
      await ledger.answering(remoteInterruptKey(threadA, { id: 'int_email', runId: 'run_2' })),
    ).toBeUndefined();
    const otherThread = remoteInterruptKey(
      { ...threadA, threadId: 'thread_b' },
      { id: 'int_email', runId: 'run_1' },
    );
    expect(await ledger.answering(otherThread)).toBeUndefined();
    expect((await ledger.forConversation('conv_gone')).map((resume) => resume.interruptKeys)).toEqual([[]]);
    const again = await ledger.claim({
      id: 'r_b',
      conversationId: 'conv_b',
      interruptIds: ['int_email'],
      interruptKeys: [otherThread],
      body: {},
      at: 3,
    });
    expect(again.status).toBe('claimed');
    db.close();
  });
});
