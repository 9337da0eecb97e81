import type { UIMessage } from 'ai';
import type { DecisionResult } from '../../core/agent-status.ts';
import type { AuditEntry } from '../../core/audit-entry.ts';
import { remoteDecisionEntry } from '../../core/audit-entry.ts';
import { recordRefusedDecision } from '../refused-decision.ts';
import { allToolCalls } from '../../core/conversation.ts';
import type { Decision } from '../../core/source.ts';
import type { ToolCall } from '../../core/tool-call.ts';
import { createId } from '../../core/ids.ts';
import type { JsonObject } from '../../core/json.ts';
import { remoteInterruptKey } from '../../core/scoped-keys.ts';
import type { ChatPostEnd, ChatRequestBody } from '../../sources/ai-sdk/ai-sdk-transport.ts';
import { uiMessagesOf } from '../../sources/ai-sdk/convert-ai-sdk-conversation.ts';
import { applyUiMessage } from '../../sources/ai-sdk/map-ui-message.ts';
import type { LedgerResume } from '../desk-ports.ts';
import { settleKnownOutcomes } from '../remote-audit-settlement.ts';
import type { ApprovalCall } from './ai-sdk-calls.ts';
import { waitingApprovals, withAnswersSent, withoutStaged } from './ai-sdk-calls.ts';
import type { AiSdkDeskPorts, AiSdkSource } from './ai-sdk-desk-ports.ts';
import { settleStopped } from './ai-sdk-stop.ts';

function failed(reason: string): DecisionResult {
  return { ok: false, reason };
}

/** Why a second answer to the same approvals is refused. */
export const answeredFromThisBrowser =
  'These approvals were already answered from this browser (in this tab or another); the answer is not sent twice.';

/**
 * Posts a recorded request and reads its answer into the conversation. The ledger learns it was sent once the
 * route answers with a stream; a request the route never answered is failed, for the operator to retry; a
 * stream cut off after that keeps what arrived and says so on the message. `signal` is the operator's Stop.
 */
export async function deliver(
  ports: AiSdkDeskPorts,
  conversationId: string,
  source: AiSdkSource,
  resume: LedgerResume & { readonly body: JsonObject },
  signal?: AbortSignal,
): Promise<DecisionResult> {
  const endpoint = ports.routeOf(source);
  const held = ports.conversations.read(conversationId);
  const interruptKeys = held
    ? allToolCalls(held).flatMap((call) =>
        call.interrupt && resume.interruptIds.includes(call.interrupt.id)
          ? [remoteInterruptKey(source, call.interrupt)]
          : [],
      )
    : [];
  const seen = { resumeId: resume.id, at: resume.at, interruptKeys };
  if (!endpoint) {
    const message = 'Connect the AI SDK route of this thread first; the answer is kept for Retry.';
    // Shown as failed with the time the ledger holds, so the Retry after connecting sends it.
    ports.setDelivery(conversationId, { status: 'failed', ...seen, message });
    return failed(message);
  }
  const body = resume.body as unknown as ChatRequestBody;
  const continued = body.messages.at(-1)?.role === 'assistant' ? body.messages.at(-1) : undefined;
  const now = () => ports.clock.now();
  ports.setDelivery(conversationId, { status: 'sending', ...seen });
  ports.setRunning(conversationId, true);
  let reached = false;
  let answerId = continued?.id;
  const apply = (message: UIMessage, status: 'streaming' | 'complete' | 'incomplete', error?: string) =>
    ports.conversations.update(conversationId, (conversation) =>
      applyUiMessage(conversation, message, status, now(), error),
    );
  let end: ChatPostEnd | undefined;
  try {
    end = await ports.post(
      endpoint,
      body,
      continued,
      (message) => {
        // As the SDK's own client: nothing read after Stop is written.
        if (signal?.aborted) return;
        if (!reached) {
          reached = true;
          void ports.ledger().settle(resume.id, { status: 'sent' });
          ports.setDelivery(conversationId, undefined);
        }
        answerId = message.id;
        apply(message, 'streaming');
      },
      signal,
    );
  } catch (error) {
    if (!signal?.aborted) throw error;
  } finally {
    ports.setRunning(conversationId, false);
  }
  if (!end || (signal?.aborted && end.status !== 'finished')) {
    // Stopped before the route answered, the request may still have reached it: it is never sent again, and
    // the calls it carried are closed as stopped, so no later post asks the route to run them.
    if (!reached) {
      await ports.ledger().settle(resume.id, { status: 'sent' });
      ports.setDelivery(conversationId, undefined);
    }
    return settleStopped(ports, conversationId, answerId);
  }
  if (end.status === 'refused' || (!reached && end.status === 'failed')) {
    const message = end.failure.message;
    await ports.ledger().settle(resume.id, { status: 'failed', error: message });
    ports.setDelivery(conversationId, { status: 'failed', ...seen, message });
    return failed(`${message} Nothing reached the route; Retry sends the same answer.`);
  }
  if (!reached) {
    await ports.ledger().settle(resume.id, { status: 'sent' });
    ports.setDelivery(conversationId, undefined);
  }
  if (end.message)
    apply(
      end.message,
      end.status === 'finished' ? 'complete' : 'incomplete',
      end.status === 'failed' ? end.failure.message : undefined,
    );
  const settled = ports.conversations.read(conversationId);
  if (settled) await settleKnownOutcomes(ports.audit(), settled, now());
  await ports.saveNow();
  return end.status === 'finished' ? { ok: true } : failed(end.failure.message);
}

/**
 * Sends the one request that answers every approval request of the assistant message `runId`, once each has a
 * staged decision: the conversation as UI messages with each answer on its tool part, recorded in the resume
 * ledger (which takes each approval once per browser) and the audit log, and the calls settled as sent and
 * saved, before it is posted.
 */
export async function sendAnswers(
  ports: AiSdkDeskPorts,
  conversationId: string,
  source: AiSdkSource,
  runId: string,
  signal?: AbortSignal,
): Promise<DecisionResult> {
  const conversation = ports.conversations.read(conversationId);
  if (!conversation) return failed('That thread is not open in this tab.');
  const calls = waitingApprovals(conversation, runId);
  if (calls.length === 0 || calls.some((call) => !call.interrupt.staged)) return { ok: true };
  const body: ChatRequestBody = {
    id: source.threadId,
    messages: uiMessagesOf(conversation),
    trigger: 'submit-message',
  };
  const now = ports.clock.now();
  const claim = await ports.ledger().claim({
    id: createId('resume'),
    conversationId,
    interruptIds: calls.map((call) => call.interrupt.id),
    interruptKeys: calls.map((call) => remoteInterruptKey(source, call.interrupt)),
    body: body as unknown as JsonObject,
    at: now,
  });
  if (claim.status === 'already') {
    await recordRefusals(ports, conversationId, source, calls, answeredFromThisBrowser);
    ports.conversations.update(conversationId, (current) => withoutStaged(current, calls));
    return failed(answeredFromThisBrowser);
  }
  await recordDecisions(ports, conversationId, source, calls);
  ports.conversations.update(conversationId, (current) => withAnswersSent(current, calls, now));
  await ports.saveNow();
  return deliver(
    ports,
    conversationId,
    source,
    { ...claim.resume, body: body as unknown as JsonObject },
    signal,
  );
}

async function recordDecisions(
  ports: AiSdkDeskPorts,
  conversationId: string,
  source: AiSdkSource,
  calls: readonly ApprovalCall[],
): Promise<readonly AuditEntry[]> {
  const audit = ports.audit();
  const entries = calls.flatMap((call) => {
    const staged = call.interrupt.staged;
    return staged
      ? [remoteDecisionEntry(createId('audit'), conversationId, source, call, staged, staged.by, staged.at)]
      : [];
  });
  for (const entry of entries) await audit.record(entry);
  return entries;
}

async function recordRefusals(
  ports: AiSdkDeskPorts,
  conversationId: string,
  source: AiSdkSource,
  calls: readonly ApprovalCall[],
  reason: string,
): Promise<void> {
  for (const call of calls)
    if (call.interrupt.staged)
      await recordRefusal(ports, conversationId, source, call, call.interrupt.staged, reason);
}

/** Logs a decision this tab could not send as refused here, so the log never reads as if it had left. */
export function recordRefusal(
  ports: AiSdkDeskPorts,
  conversationId: string,
  source: AiSdkSource,
  call: ToolCall,
  decision: Decision,
  reason: string,
): Promise<void> {
  return recordRefusedDecision(ports.audit(), {
    conversationId,
    source,
    call,
    decision,
    reason,
    at: ports.clock.now(),
  });
}
