import type { AuditEntry } from '../../core/audit-entry.ts';
import { findCall } from '../../agent/conversation-queries.ts';
import type { JsonObject } from '../../core/json.ts';
import type { DeploymentClient } from '../../sources/langgraph/deployment-client.ts';
import type { ResumeWinner } from '../../sources/langgraph/resume-winner.ts';
import { resumeHistoryLimit, resumeWinner } from '../../sources/langgraph/resume-winner.ts';
import { openThreadInterrupts } from '../../sources/langgraph/thread-interrupt.ts';
import type { DeskContext } from './langgraph-desk-context.ts';
import type { LangGraphSource } from './langgraph-desk-ports.ts';
import {
  answeredBeforeOurs,
  followAttempts,
  followIntervalMs,
  stoppedByOperator,
} from './langgraph-desk-ports.ts';
import { settleKnownOutcomes, settleNeverSent } from '../remote-audit-settlement.ts';
import {
  applyToCalls,
  reopenedConversation,
  settledConversation,
  stoppedCall,
} from './langgraph-thread-updates.ts';

/**
 * Whose resume answered the interrupt, from the thread's checkpoints: `reject` turns a second resume away only
 * while the first run is still going, and one that arrives after it is accepted and silently answers nothing.
 */
async function winnerOf(
  client: DeploymentClient,
  threadId: string,
  interruptId: string,
  runId: string,
): Promise<ResumeWinner> {
  try {
    return resumeWinner(await client.history(threadId, resumeHistoryLimit), interruptId, runId);
  } catch {
    return 'unknown';
  }
}

/** Reads the thread until its run is no longer going; undefined when it never settled while followed. */
export async function threadWhenIdle(
  context: DeskContext,
  client: DeploymentClient,
  threadId: string,
): Promise<JsonObject | undefined> {
  for (let attempt = 0; attempt < followAttempts; attempt += 1) {
    await context.ports.clock.wait(followIntervalMs);
    const thread = await client.getThread(threadId).catch(() => undefined);
    if (thread && thread.status !== 'busy') return thread;
  }
  return undefined;
}

/**
 * Follows the resumed run until the thread settles, then shows what it did and settles the audit entries. When
 * the deployment records another run as the one that answered the interrupt, this decision is settled as
 * decided elsewhere instead: the tool ran with the other operator's decision, not this one.
 */
export async function followResume(
  context: DeskContext,
  conversationId: string,
  source: LangGraphSource,
  interruptId: string,
  runId: string,
  entries: readonly AuditEntry[],
): Promise<void> {
  const { ports } = context;
  const client = ports.transport();
  if (!client) return;
  const thread = await threadWhenIdle(context, client, source.threadId);
  const stopped = context.runs.end(conversationId, runId);
  if (!thread) return;
  if ((await winnerOf(client, source.threadId, interruptId, runId)) === 'elsewhere') {
    await context.settleAudit(entries, 'decided-elsewhere', answeredBeforeOurs);
    context.answeredElsewhere(conversationId, source, interruptId, 'decided-elsewhere', answeredBeforeOurs);
    const marked = ports.conversations.read(conversationId);
    if (marked)
      ports.conversations.hold(
        reopenedConversation(marked, thread, {
          deploymentId: client.url,
          title: marked.title,
          open: openThreadInterrupts(thread)[0],
          outcome: { status: 'decided-elsewhere', interruptId },
        }),
      );
    return;
  }
  const held = ports.conversations.read(conversationId);
  if (!held) return;
  const settled = settledConversation(held, thread, client.url);
  // A stopped run leaves the calls it carried without a result: they show the operator's stop.
  const next = stopped
    ? applyToCalls(settled, (call) => stoppedCall(call, interruptId, stoppedByOperator))
    : settled;
  ports.conversations.hold(next);
  if (stopped) {
    const unfinished = entries.filter((entry) => findCall(next, entry.callId)?.status === 'interrupted');
    await context.settleAudit(unfinished, 'interrupted', stoppedByOperator);
  }
  await context.settleRan(
    stopped ? entries.filter((entry) => findCall(next, entry.callId)?.status !== 'interrupted') : entries,
    (callId) => findCall(next, callId),
    thread.status,
  );
}

/**
 * Settles a thread just read again after a reload: a resume this browser recorded as sending for its open
 * interrupt, which the deployment never received (the interrupt still waits), is settled as failed, so the
 * operator decides again and nothing is resent on its own; a thread whose run is going is followed until it
 * settles, then shown as the deployment has it.
 */
export async function settleAfterReload(
  context: DeskContext,
  conversationId: string,
  threadId: string,
  thread: JsonObject,
): Promise<void> {
  const { ports } = context;
  const client = ports.transport();
  const audit = ports.audit();
  if (client && thread.status === 'busy')
    void threadWhenIdle(context, client, threadId).then(async (idle) => {
      const held = idle ? ports.conversations.read(conversationId) : undefined;
      if (!idle || !held) return;
      const settled = settledConversation(held, idle, client.url);
      ports.conversations.hold(settled);
      await settleKnownOutcomes(audit, settled, context.now());
    });
  const held = ports.conversations.read(conversationId);
  if (thread.status !== 'busy' && held) await settleKnownOutcomes(audit, held, context.now());
  const open = openThreadInterrupts(thread)[0];
  if (!open || thread.status !== 'interrupted') return;
  const ledger = ports.ledger();
  const error = 'The deployment never received it; the interrupt is still open.';
  for (const resume of await ledger.forConversation(conversationId))
    if (resume.status === 'sending' && resume.interruptIds.includes(open.id)) {
      await ledger.settle(resume.id, { status: 'failed', error });
      ports.setOutcome(threadId, { status: 'failed', interruptId: open.id, message: error });
      if (held)
        await settleNeverSent(
          audit,
          held,
          open.id,
          context.now(),
          `Not sent: ${error} Decide again to send it.`,
        );
    }
}
