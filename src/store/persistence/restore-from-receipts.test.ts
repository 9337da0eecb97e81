import { describe, expect, it } from 'vitest';
import { openAiChatSse, slowExport } from '../../test/agent-test-support.ts';
import { allToolCalls } from '../../core/conversation.ts';
import type { JsonObject } from '../../core/json.ts';
import { createSendEmailTool, readOutbox } from '../../tools/send-email-tool.ts';
import type { ToolContext, ToolDefinition } from '../../tools/tool-definition.ts';
import { createToolRegistry } from '../../tools/tool-registry.ts';
import type { ToolsDatabase } from '../../tools/tools-database.ts';
import type { AppState } from '../app-state.ts';
import { createAuditLog } from './audit-log.ts';
import type { TestProfile } from '../../test/persistence-test-support.ts';
import {
  createTestProfile,
  openTestStore,
  pageAskingFor,
  savedWith,
} from '../../test/persistence-test-support.ts';
import { until } from '../../test/until.ts';

const calls = (state: AppState) => allToolCalls(state.conversation);
const email = { to: 'dana@example.com', subject: 'Your refund', body: 'Done.' };
const approveEmail = openAiChatSse({ calls: [{ id: 'call_e', name: 'send_email', args: email }] });

/** A gate the page's run waits at, so the test decides where the page "goes away". */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/**
 * The real send_email over the profile's tools database, with its run held at `hold` (before the send, or
 * after it and before the page records its end): what a reload at that moment leaves behind.
 */
function heldSendEmail(hold: 'before' | 'after', held: ReturnType<typeof gate>, reached: () => void) {
  return (db: ToolsDatabase) => {
    const real = createSendEmailTool({ db });
    const tool: ToolDefinition = {
      ...real,
      async execute(args: JsonObject, context: ToolContext) {
        if (hold === 'before') {
          reached();
          await held.opened;
        }
        const result = await real.execute(args, context);
        if (hold === 'after') {
          reached();
          await held.opened;
        }
        return result;
      },
    };
    return createToolRegistry([tool]);
  };
}

async function approveAndHold(profile: TestProfile, hold: 'before' | 'after') {
  const held = gate();
  let reached = false;
  const first = openTestStore(
    profile,
    [approveEmail],
    heldSendEmail(hold, held, () => (reached = true)),
  );
  await first.store.getState().sendMessage('Tell Dana');
  const callId = calls(first.store.getState())[0]!.id;
  void first.store.getState().approveCall(callId);
  await until(() => reached);
  await savedWith(first.database, '"executing"');
  return { first, held, callId };
}

describe('a reload settles a run it cut off from what really happened', () => {
  it('receipt found: the email was sent, so the call is executed with the result its receipt kept', async () => {
    const profile = createTestProfile();
    const { first, callId } = await approveAndHold(profile, 'after');
    const [sent] = await readOutbox(first.toolsDatabase);
    expect(sent).toMatchObject(email);
    expect((await first.database.claims.get(callId))?.outcome).toBeUndefined();

    const second = openTestStore(profile, [openAiChatSse({ text: 'Sent.' })], (db) =>
      createToolRegistry([createSendEmailTool({ db })]),
    );
    await second.store.getState().restoreSession();
    expect(calls(second.store.getState())[0]).toMatchObject({
      status: 'executed',
      result: { sent: true, id: sent!.id, to: email.to, subject: email.subject },
    });
    expect(await createAuditLog(second.database).forCall(callId)).toMatchObject([{ outcome: 'executed' }]);
    expect(await readOutbox(second.toolsDatabase)).toHaveLength(1);
    first.store.getState().stopAgent();
  });

  it('no receipt: the email was not sent, so Retry is offered and sends it, once', async () => {
    const profile = createTestProfile();
    const { first, held, callId } = await approveAndHold(profile, 'before');

    const second = openTestStore(profile, [openAiChatSse({ text: 'Sent.' })], (db) =>
      createToolRegistry([createSendEmailTool({ db })]),
    );
    await second.store.getState().restoreSession();
    expect(calls(second.store.getState())[0]).toMatchObject({
      status: 'interrupted',
      ran: 'no',
      reason: expect.stringContaining('before it took effect'),
    });
    expect(await second.store.getState().retryCall(callId)).toEqual({ ok: true });
    // Retry checks it again and asks the operator, like a new call of a write tool.
    expect(calls(second.store.getState())[0]).toMatchObject({ status: 'pending' });
    expect(await second.store.getState().approveCall(callId)).toEqual({ ok: true });
    expect(calls(second.store.getState())[0]).toMatchObject({ status: 'executed' });
    expect(await readOutbox(second.toolsDatabase)).toHaveLength(1);

    // The page the reload left behind goes on with its run: the receipt keeps it from sending a second email.
    held.open();
    await until(() => calls(first.store.getState())[0]!.status !== 'executing');
    expect(await readOutbox(second.toolsDatabase)).toHaveLength(1);
  });

  it('a tool without receipts: the call may have run, and Retry is refused', async () => {
    const profile = createTestProfile();
    const first = await pageAskingFor(profile, slowExport, 'Export');
    const callId = first.callId;
    void first.store.getState().approveCall(callId);
    await until(() => first.runs.length === 1);
    await savedWith(first.database, '"executing"');

    const second = openTestStore(profile);
    await second.store.getState().restoreSession();
    expect(calls(second.store.getState())[0]).toMatchObject({
      status: 'interrupted',
      ran: 'unknown',
      reason: expect.stringContaining('may have run'),
    });
    expect(await second.store.getState().retryCall(callId)).toMatchObject({ ok: false });
    expect(second.runs).toEqual([]);
    first.store.getState().stopAgent();
  });
});
