import type { DecisionResult } from '../../core/agent-status.ts';
import { createId } from '../../core/ids.ts';
import type { JsonObject } from '../../core/json.ts';
import { isJsonObject } from '../../core/json.ts';
import { remoteInterruptKey } from '../../core/scoped-keys.ts';
import { openThreadInterrupts } from '../../sources/langgraph/thread-interrupt.ts';
import type { DeskContext } from './langgraph-desk-context.ts';
import { failureOf } from './langgraph-desk-context.ts';
import type { LangGraphSource } from './langgraph-desk-ports.ts';
import { decidedElsewhere } from './langgraph-desk-ports.ts';
import { followResume } from './langgraph-follow.ts';
import { interruptCalls, resumeValueOf } from './langgraph-resume-plan.ts';
import { judgeStagedApprovals, stagedDenials } from './langgraph-rule-judge.ts';
import { sentCall, waitingAgain } from './langgraph-thread-updates.ts';

function failed(reason: string): DecisionResult {
  return { ok: false, reason };
}

/**
 * Sends the one resume that answers every action of the interrupt, once each has a staged decision. The thread
 * is read again and the resume goes out only if the same interrupt is still open there; the staged approvals are
 * judged by the rules once more (a rule added meanwhile applies); the resume is recorded in the ledger before it
 * is sent, so this browser sends it once; it is sent with `multitaskStrategy: 'reject'`, so of several operators
 * only the first is taken, and the others learn it was decided elsewhere (422, or an interrupt that is gone).
 */
export async function sendResume(
  context: DeskContext,
  conversationId: string,
  source: LangGraphSource,
  interruptId: string,
): Promise<DecisionResult> {
  const { ports, now, update } = context;
  const client = ports.transport();
  if (!client) return failed('Connect the LangGraph deployment in Settings first; your decisions are kept.');
  let thread: JsonObject;
  try {
    thread = await client.getThread(source.threadId);
  } catch (error) {
    const failure = failureOf(error);
    if (failure.kind === 'not-found') ports.setOutcome(source.threadId, { status: 'deleted', interruptId });
    context.unstage(conversationId, interruptId);
    return failed(`${failure.message} Nothing was sent; your draft is kept.`);
  }
  const open = openThreadInterrupts(thread);
  const current = open.find((entry) => entry.id === interruptId);
  if (!current || thread.status !== 'interrupted') {
    // The operator decided too, only later: the log keeps that decision, and that it never left.
    const held = ports.conversations.read(conversationId);
    if (held) {
      const late = await context.recordDecisions(conversationId, source, interruptCalls(held, interruptId));
      await context.settleAudit(late, 'decided-elsewhere', decidedElsewhere);
    }
    return failed(context.answeredElsewhere(conversationId, source, interruptId, 'decided-elsewhere'));
  }
  const conversation = ports.conversations.read(conversationId);
  if (!conversation) return failed('That thread is no longer open in this tab.');
  const judged = await judgeStagedApprovals(
    ports.rules(),
    source,
    { conversationId, sessionId: ports.sessionId() },
    interruptCalls(conversation, interruptId),
    now(),
  );
  const calls = judged.calls;
  const resume = resumeValueOf(open, current, calls);
  if (resume.status === 'refused') {
    context.unstage(conversationId, interruptId);
    return failed(
      judged.denials.length > 0
        ? `${judged.denials.join(' ')} Nothing was sent: ${resume.reason}`
        : resume.reason,
    );
  }
  if (judged.denials.length > 0) update(conversationId, stagedDenials(judged));
  const metadata = isJsonObject(thread.metadata) ? thread.metadata : {};
  const assistantId = typeof metadata.assistant_id === 'string' ? metadata.assistant_id : metadata.graph_id;
  if (typeof assistantId !== 'string') return failed('The thread names no assistant to resume it with.');
  const ledger = ports.ledger();
  const body: JsonObject = { threadId: source.threadId, assistantId, resume: resume.value };
  const claim = await ledger.claim({
    id: createId('resume'),
    conversationId,
    interruptIds: [interruptId],
    interruptKeys: [remoteInterruptKey(source, calls[0]?.interrupt ?? { id: interruptId })],
    body,
    at: now(),
  });
  let resumeId = claim.resume.id;
  if (claim.status === 'already') {
    const again =
      claim.resume.status === 'failed'
        ? await ledger.retry(claim.resume.id, now(), claim.resume.at)
        : undefined;
    if (!again) {
      const reason = 'A decision on this interrupt already left this browser; it is not sent twice.';
      await context.recordRefusals(conversationId, source, calls, reason);
      context.unstage(conversationId, interruptId);
      return failed(reason);
    }
    resumeId = again.id;
  }
  const at = now();
  const entries = await context.recordDecisions(conversationId, source, calls);
  ports.setOutcome(source.threadId, { status: 'sending', interruptId });
  update(conversationId, (call) => sentCall(call, interruptId, at));
  let runId: string;
  try {
    ({ runId } = await client.resume(source.threadId, assistantId, resume.value));
  } catch (error) {
    const failure = failureOf(error);
    if (failure.kind === 'busy' || failure.kind === 'not-found') {
      let status: 'decided-elsewhere' | 'deleted' = 'decided-elsewhere';
      try {
        await client.getThread(source.threadId);
      } catch (reread) {
        if (failureOf(reread).kind === 'not-found') status = 'deleted';
      }
      await ledger.settle(resumeId, { status: 'failed', error: status });
      await context.settleAudit(entries, 'decided-elsewhere', decidedElsewhere);
      return failed(context.answeredElsewhere(conversationId, source, interruptId, status));
    }
    await ledger.settle(resumeId, { status: 'failed', error: failure.message });
    await context.settleAudit(entries, 'interrupted', `Not sent: ${failure.message}`);
    ports.setOutcome(source.threadId, { status: 'failed', interruptId, message: failure.message });
    // Back to waiting, with the operator's drafts: the next decision sends the same interrupt again.
    update(conversationId, (call) => waitingAgain(call, interruptId));
    return failed(`${failure.message} Nothing reached the deployment; decide again to send it.`);
  }
  await ledger.settle(resumeId, { status: 'sent' });
  ports.setOutcome(source.threadId, { status: 'sent', interruptId });
  context.claims.release(source.threadId);
  context.runs.set(conversationId, { status: 'running', threadId: source.threadId, runId });
  void followResume(context, conversationId, source, interruptId, runId, entries);
  return { ok: true };
}
