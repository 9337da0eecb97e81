import type { DecisionResult } from '../agent/agent-status.ts';
import type { AuditEntry } from '../agent/audit-entry.ts';
import { findCall } from '../agent/conversation-queries.ts';
import { createId } from '../core/ids.ts';
import { remoteInterruptKey } from '../core/scoped-keys.ts';
import { stagedRefusal } from '../core/staged-decision.ts';
import type { JsonObject } from '../core/json.ts';
import { isJsonObject } from '../core/json.ts';
import type { Decision, RemoteSource } from '../core/source.ts';
import { sourceOf } from '../core/source.ts';
import type { ToolCall } from '../core/tool-call.ts';
import type { DeploymentClient } from '../sources/langgraph/deployment-client.ts';
import { DeploymentError } from '../sources/langgraph/deployment-failure.ts';
import type { ResumeWinner } from '../sources/langgraph/resume-winner.ts';
import { resumeHistoryLimit, resumeWinner } from '../sources/langgraph/resume-winner.ts';
import { openInterrupts } from '../sources/langgraph/thread-interrupt.ts';
import type { AppState } from './app-state.ts';
import { buildResume, interruptCalls } from './langgraph-resume-plan.ts';
import { judgeStagedApprovals, stagedDenials } from './langgraph-rule-judge.ts';
import { createDeskAudit } from './langgraph-desk-audit.ts';
import {
  applyToCalls,
  reopenedConversation,
  sentCall,
  settledConversation,
  waitingAgain,
} from './langgraph-thread-updates.ts';
import { createAuditLog } from './persistence/audit-log.ts';
import { createResumeLedger } from './persistence/resume-ledger.ts';
import type { SourceDesk } from './source-desk.ts';

type LangGraphSource = Extract<RemoteSource, { readonly kind: 'langgraph' }>;

const elsewhere =
  'Decided elsewhere: another operator answered this interrupt first. Nothing was sent from here.';

const answeredBeforeOurs =
  "Decided elsewhere: another operator's decision reached the deployment first and ran; this one arrived after it and answered nothing.";

function failed(reason: string): DecisionResult {
  return { ok: false, reason };
}

function failureOf(error: unknown): DeploymentError['failure'] {
  return error instanceof DeploymentError
    ? error.failure
    : { kind: 'refused', status: 0, message: error instanceof Error ? error.message : String(error) };
}

/**
 * The LangGraph source's desk. A decision is staged on its call; once every action of the interrupt has one,
 * the thread is read again and the resume goes out only if the same interrupt is still open there. The resume
 * is recorded in the resume ledger (IndexedDB) before it is sent, so this browser sends it once; it is sent with
 * `multitaskStrategy: 'reject'`, so of several operators only the first is taken, and the others learn it was
 * decided elsewhere (422, an interrupt that is gone, or, for a resume that arrived after the first run had
 * finished, the thread's checkpoints naming the other run as the one that answered).
 */
export function createLangGraphDesk(get: () => AppState, now: () => number = Date.now): SourceDesk {
  const database = () => get().agentEnvironment().database;

  const update = (conversationId: string, change: (call: ToolCall) => ToolCall | undefined) =>
    get().updateConversationById(conversationId, (conversation) => applyToCalls(conversation, change));

  const unstage = (conversationId: string, interruptId: string) =>
    update(conversationId, (call) => {
      if (call.interrupt?.id !== interruptId || call.status !== 'pending' || !call.interrupt.staged)
        return undefined;
      const { staged: _staged, ...interrupt } = call.interrupt;
      return { ...call, interrupt };
    });

  const { settleAudit, recordDecisions, recordRefusals } = createDeskAudit({
    database,
    operatorName: () => get().operator.name,
    now,
  });

  /** Marks the interrupt's calls as answered elsewhere (or the thread gone) and refreshes what the tab shows. */
  const answeredElsewhere = async (
    conversationId: string,
    source: LangGraphSource,
    interruptId: string,
    status: 'decided-elsewhere' | 'deleted',
    reason = status === 'deleted' ? 'The thread was deleted on the deployment.' : elsewhere,
  ) => {
    get().setInboxOutcome(source.threadId, { status, interruptId });
    update(conversationId, (call) =>
      call.interrupt?.id === interruptId && (call.status === 'pending' || call.status === 'executing')
        ? { ...call, status: 'declined', decidedAt: now(), by: 'operator', reason }
        : undefined,
    );
    return reason;
  };

  /**
   * Whose resume answered the interrupt, from the thread's checkpoints: `reject` turns a second resume away only
   * while the first run is still going, and one that arrives after it is accepted and silently answers nothing.
   */
  const winnerOf = async (
    client: DeploymentClient,
    threadId: string,
    interruptId: string,
    runId: string,
  ): Promise<ResumeWinner> => {
    try {
      return resumeWinner(await client.history(threadId, resumeHistoryLimit), interruptId, runId);
    } catch {
      return 'unknown';
    }
  };

  /**
   * Follows the resumed run until the thread settles, then shows what it did and settles the audit entries. When
   * the deployment records another run as the one that answered the interrupt, this decision is settled as
   * decided elsewhere instead: the tool ran with the other operator's decision, not this one.
   */
  const follow = async (
    conversationId: string,
    source: LangGraphSource,
    interruptId: string,
    runId: string,
    entries: readonly AuditEntry[],
  ) => {
    const client = get().langGraphClient();
    if (!client) return;
    for (let attempt = 0; attempt < 120; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      let thread: JsonObject;
      try {
        thread = await client.getThread(source.threadId);
      } catch {
        continue;
      }
      if (thread.status === 'busy') continue;
      if ((await winnerOf(client, source.threadId, interruptId, runId)) === 'elsewhere') {
        await settleAudit(entries, 'decided-elsewhere', answeredBeforeOurs);
        await answeredElsewhere(conversationId, source, interruptId, 'decided-elsewhere', answeredBeforeOurs);
        const marked = get().conversationById(conversationId);
        if (marked)
          get().holdConversation(
            reopenedConversation(marked, thread, {
              deploymentId: client.url,
              title: marked.title,
              open: openInterrupts(thread)[0],
              outcome: { status: 'decided-elsewhere', interruptId },
            }),
          );
        return;
      }
      const held = get().conversationById(conversationId);
      if (held) {
        const next = settledConversation(held, thread, client.url);
        get().holdConversation(next);
        const audit = createAuditLog(database());
        await Promise.all(
          entries
            .filter((entry) => entry.decision === 'approved')
            .map((entry) => {
              const call = findCall(next, entry.callId);
              if (call?.status === 'failed') return audit.settle(entry.id, 'failed', now(), call.error);
              return audit.settle(
                entry.id,
                'executed',
                now(),
                call?.status === 'executed' ? undefined : `The thread went on (${String(thread.status)}).`,
              );
            }),
        );
      }
      return;
    }
  };

  const send = async (
    conversationId: string,
    source: LangGraphSource,
    interruptId: string,
  ): Promise<DecisionResult> => {
    const client = get().langGraphClient();
    if (!client)
      return failed('Connect the LangGraph deployment in Settings first; your decisions are kept.');
    let thread: JsonObject;
    try {
      thread = await client.getThread(source.threadId);
    } catch (error) {
      const failure = failureOf(error);
      if (failure.kind === 'not-found') {
        get().setInboxOutcome(source.threadId, { status: 'deleted', interruptId });
        unstage(conversationId, interruptId);
        return failed(`${failure.message} Nothing was sent; your draft is kept.`);
      }
      unstage(conversationId, interruptId);
      return failed(`${failure.message} Nothing was sent; your draft is kept.`);
    }
    const open = openInterrupts(thread);
    const current = open.find((entry) => entry.id === interruptId);
    if (!current || thread.status !== 'interrupted') {
      // The operator decided too, only later: the log keeps that decision, and that it never left.
      const held = get().conversationById(conversationId);
      if (held) {
        const late = await recordDecisions(conversationId, source, interruptCalls(held, interruptId));
        await settleAudit(late, 'decided-elsewhere', elsewhere);
      }
      return failed(await answeredElsewhere(conversationId, source, interruptId, 'decided-elsewhere'));
    }
    const conversation = get().conversationById(conversationId);
    if (!conversation) return failed('That thread is no longer open in this tab.');
    // What will be resumed is judged once more, just before it leaves: a rule added meanwhile applies.
    const judged = await judgeStagedApprovals(
      get().agentTools().rules,
      source,
      { conversationId, sessionId: get().sessionId },
      interruptCalls(conversation, interruptId),
      now(),
    );
    const calls = judged.calls;
    const resume = buildResume(open, current, calls);
    if (resume.status === 'refused') {
      unstage(conversationId, interruptId);
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
    const ledger = createResumeLedger(database());
    const body: JsonObject = { threadId: source.threadId, assistantId, resume: resume.value };
    let claim = await ledger.claim({
      id: createId('resume'),
      conversationId,
      interruptIds: [interruptId],
      interruptKeys: [remoteInterruptKey(source, calls[0]?.interrupt ?? { id: interruptId })],
      body,
      at: now(),
    });
    if (claim.status === 'already') {
      const again =
        claim.resume.status === 'failed'
          ? await ledger.retry(claim.resume.id, now(), claim.resume.at)
          : undefined;
      if (!again) {
        const reason = 'A decision on this interrupt already left this browser; it is not sent twice.';
        await recordRefusals(conversationId, source, calls, reason);
        unstage(conversationId, interruptId);
        return failed(reason);
      }
      claim = { status: 'claimed', resume: { ...again, body } };
    }
    const at = now();
    const entries = await recordDecisions(conversationId, source, calls);
    get().setInboxOutcome(source.threadId, { status: 'sending', interruptId });
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
        await ledger.settle(claim.resume.id, { status: 'failed', error: status });
        await settleAudit(entries, 'decided-elsewhere', elsewhere);
        return failed(await answeredElsewhere(conversationId, source, interruptId, status));
      }
      await ledger.settle(claim.resume.id, { status: 'failed', error: failure.message });
      await settleAudit(entries, 'interrupted', `Not sent: ${failure.message}`);
      get().setInboxOutcome(source.threadId, { status: 'failed', interruptId, message: failure.message });
      // Back to waiting, with the operator's drafts: the next decision sends the same interrupt again.
      update(conversationId, (call) => waitingAgain(call, interruptId));
      return failed(`${failure.message} Nothing reached the deployment; decide again to send it.`);
    }
    await ledger.settle(claim.resume.id, { status: 'sent' });
    get().setInboxOutcome(source.threadId, { status: 'sent', interruptId });
    get().releaseReviewClaim(source.threadId);
    void follow(conversationId, source, interruptId, runId, entries);
    return { ok: true };
  };

  return {
    kind: 'langgraph',
    async decide(conversationId: string, callId: string, decision: Decision) {
      const conversation = get().conversationById(conversationId);
      if (!conversation) return failed('That thread is not open in this tab.');
      const source = sourceOf(conversation);
      if (source.kind !== 'langgraph') return failed('That conversation is not a LangGraph thread.');
      const call = findCall(conversation, callId);
      if (!call?.interrupt || call.status !== 'pending')
        return failed('That call is no longer waiting for a decision.');
      const restaged = stagedRefusal(call);
      if (restaged) return failed(restaged);
      const interruptId = call.interrupt.id;
      update(conversationId, (candidate) =>
        candidate.id === callId && candidate.interrupt
          ? {
              ...candidate,
              interrupt: { ...candidate.interrupt, staged: { ...decision, by: 'operator', at: now() } },
            }
          : undefined,
      );
      const after = get().conversationById(conversationId);
      const waiting = after
        ? interruptCalls(after, interruptId).filter((candidate) => !candidate.interrupt?.staged)
        : [];
      // One resume answers every action of the interrupt: it goes once each has a decision.
      if (waiting.length > 0) return { ok: true };
      return send(conversationId, source, interruptId);
    },
    send: async () => failed('A LangGraph thread takes decisions here, not messages.'),
    stop: () => undefined,
    composerLock: () =>
      'This is a LangGraph thread: its agent runs on the deployment; answer its interrupt instead.',
  };
}
