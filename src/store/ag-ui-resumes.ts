import type { DecisionResult } from '../agent/agent-status.ts';
import { refusedRemoteDecisionEntry, remoteDecisionEntry } from '../agent/audit-entry.ts';
import { findCall } from '../agent/conversation-queries.ts';
import type { Conversation } from '../core/conversation.ts';
import { allToolCalls } from '../core/conversation.ts';
import { createId } from '../core/ids.ts';
import { remoteInterruptKey } from '../core/scoped-keys.ts';
import { stagedRefusal } from '../core/staged-decision.ts';
import type { JsonObject } from '../core/json.ts';
import type { Decision } from '../core/source.ts';
import type { AgUiThread } from '../sources/ag-ui/ag-ui-thread.ts';
import type { AgUiEndpoint } from '../sources/ag-ui/ag-ui-transport.ts';
import {
  planResume,
  refuseDecision,
  settleResumedCalls,
  stageDecision,
} from '../sources/ag-ui/build-resume.ts';
import type { AgUiThreadView } from './ag-ui-slice-contract.ts';
import type { RunPump } from './ag-ui-runs.ts';
import { agUiSource, runInput, viewOf, waitingCalls } from './ag-ui-runs.ts';
import type { AppState } from './app-state.ts';
import type { AgUiAgent } from './persistence/ag-ui-agent-storage.ts';
import { createAuditLog } from './persistence/audit-log.ts';
import { withDecisionGroups } from './audit-decision-groups.ts';
import { createResumeLedger } from './persistence/resume-ledger.ts';
import type { StoredResume } from './persistence/toolgate-database.ts';
import { judgeRemoteDecision } from './remote-decision-judge.ts';

/** What the AG-UI decisions need from the slice: the store, its threads and their views, the run pump. */
export interface AgUiResumePort {
  get(): AppState;
  now(): number;
  readThread(conversationId: string): AgUiThread | undefined;
  setView(conversationId: string, update: (view: AgUiThreadView | undefined) => AgUiThreadView): void;
  agentOf(conversation: Conversation | undefined): AgUiAgent | undefined;
  endpointOf(agent: AgUiAgent): AgUiEndpoint;
  readonly pump: Pick<RunPump, 'start' | 'isRunning'>;
  /** Writes the open and held conversations at once. */
  saveNow(): Promise<void>;
}

/**
 * Decisions and resumes of AG-UI threads: a decision is staged on its call; once every interrupt of the run has
 * one, the one resume is recorded in the resume ledger and the audit log, then sent; rules keyed
 * `<agent>__<tool>` decide new requests; a resume that failed or that a reload left unconfirmed waits for Retry.
 */
export function createAgUiResumes(port: AgUiResumePort) {
  const { get, now } = port;
  const database = () => get().agentEnvironment().database;
  const ledger = () => createResumeLedger(database());
  const auditLog = () =>
    withDecisionGroups(createAuditLog(database()), (conversationId, callId) =>
      get().takeDecisionGroup(conversationId, callId),
    );

  const deliver = async (
    conversationId: string,
    resume: StoredResume,
    agent: AgUiAgent,
  ): Promise<{ ok: true }> => {
    const resumeId = resume.id;
    const input = resume.body as unknown as ReturnType<typeof runInput>;
    const seen = { resumeId, at: resume.at, interruptKeys: resume.interruptKeys };
    port.setView(conversationId, (view) => ({
      ...(view ?? viewOf(port.readThread(conversationId)!, undefined)),
      delivery: { status: 'sending', ...seen },
    }));
    let reached = false;
    await port.pump.start(conversationId, port.endpointOf(agent), input, {
      onFirstEvent: () => {
        reached = true;
        void ledger().settle(resumeId, { status: 'sent' });
        port.setView(conversationId, (view) => {
          const { delivery: _delivery, ...rest } = view!;
          return rest;
        });
      },
      onEnd: (end) => {
        if (reached || end.status === 'ended') return;
        const message = end.status === 'failed' ? end.failure.message : 'Stopped before the agent answered.';
        void ledger().settle(resumeId, { status: 'failed', error: message });
        port.setView(conversationId, (view) => ({
          ...view!,
          delivery: { status: 'failed', ...seen, message },
        }));
      },
    });
    return { ok: true };
  };

  const sendResume = async (conversationId: string, runId: string): Promise<DecisionResult> => {
    const thread = port.readThread(conversationId);
    const agent = port.agentOf(thread?.conversation);
    const source = agUiSource(thread?.conversation);
    if (!thread || !agent || !source)
      return { ok: false, reason: 'The agent of this thread is no longer connected.' };
    const plan = planResume(thread.conversation, runId, now());
    if (plan.status === 'waiting') return { ok: true };
    if (plan.status === 'invalid') return { ok: false, reason: plan.reason };
    const input = runInput(thread, source.threadId, [...plan.resume]);
    const resumeId = createId('resume');
    const claim = await ledger().claim({
      id: resumeId,
      conversationId,
      interruptIds: plan.interruptIds,
      interruptKeys: plan.calls.map((call) => remoteInterruptKey(source, call.interrupt)),
      body: input as unknown as JsonObject,
      at: now(),
    });
    if (claim.status === 'already')
      return {
        ok: false,
        reason: 'These interrupts were already answered from this browser; the answer is not sent twice.',
      };
    // Recorded as sent before it leaves: the calls show their decisions, the audit log has them, and the
    // conversation is saved, so a reload from here on never sends it again.
    const at = now();
    get().updateConversationById(conversationId, (conversation) =>
      settleResumedCalls(conversation, plan.calls, at),
    );
    const audit = auditLog();
    for (const call of plan.calls) {
      const staged = call.interrupt.staged;
      const decision: Decision = staged ?? { kind: 'decline', reason: 'expired' };
      await audit.record(
        remoteDecisionEntry(
          createId('audit'),
          conversationId,
          source,
          call,
          decision,
          staged?.by ?? 'policy',
          // Logged as made: a decision staged before a reload is dated when the operator took it.
          staged?.at ?? at,
        ),
      );
    }
    await port.saveNow();
    return deliver(conversationId, claim.resume, agent);
  };

  const decide = async (
    conversationId: string,
    callId: string,
    decision: Decision,
    by: 'operator' | 'policy' = 'operator',
  ): Promise<DecisionResult> => {
    const conversation = get().conversationById(conversationId);
    const call = conversation ? findCall(conversation, callId) : undefined;
    if (!conversation || !call) return { ok: false, reason: 'That call is not in this thread.' };
    const answered: Decision =
      decision.kind === 'approve' && !call.interrupt?.toolCallId && call.interrupt
        ? { kind: 'answer', payload: decision.approvedArgs }
        : decision;
    const restaged = by === 'operator' ? stagedRefusal(call) : undefined;
    if (restaged) return { ok: false, reason: restaged };
    const refused = refuseDecision(call, answered, now());
    if (refused) return { ok: false, reason: refused };
    const agent = port.agentOf(conversation);
    const judged = agent
      ? await judgeRemoteDecision(
          get().agentTools().rules,
          {
            source: 'ag-ui',
            tool: `${agent.name}__${call.name}`,
            tier: 'unknown',
            callId,
            conversationId,
            sessionId: get().sessionId,
          },
          answered,
          by,
          now(),
        )
      : { decision: answered, by };
    // Another tab may have answered this request already, before its answer reached this tab's copy.
    const source = agUiSource(conversation);
    if (call.interrupt && source && (await ledger().answering(remoteInterruptKey(source, call.interrupt)))) {
      const reason =
        'This request was already answered from this browser, in another tab; it is not answered twice.';
      // The operator's choice is logged as refused in this tab, so the log never reads as if it were sent.
      if (by === 'operator')
        await auditLog().record(
          refusedRemoteDecisionEntry(
            createId('audit'),
            conversationId,
            source,
            call,
            answered,
            now(),
            reason,
          ),
        );
      return { ok: false, reason };
    }
    get().updateConversationById(conversationId, (current) =>
      stageDecision(current, callId, judged.decision, judged.by, now()),
    );
    // A staged decision is the operator's work: written at once, not after the spaced save, so a reload
    // right after it keeps it.
    await port.saveNow();
    const runId = call.interrupt?.runId;
    return runId ? sendResume(conversationId, runId) : { ok: true };
  };

  return {
    decide,

    /** Rules keyed by agent and tool (`<agent>__<tool>`) decide newly waiting calls before the operator is asked. */
    async applyRules(conversationId: string, thread: AgUiThread): Promise<void> {
      const agent = port.agentOf(thread.conversation);
      if (!agent) return;
      const rules = get().agentTools().rules;
      const fresh = waitingCalls(thread).filter((call) => !call.interrupt?.staged);
      for (const call of fresh) {
        const verdict = await rules.decide(
          {
            source: 'ag-ui',
            tool: `${agent.name}__${call.name}`,
            args: call.args,
            // A remote tool is `unknown` (handled like destructive) until the operator gives it a tier.
            tier: 'unknown',
            callId: call.id,
            conversationId,
            sessionId: get().sessionId,
          },
          now(),
        );
        if (!verdict.rule || verdict.effect === 'ask') continue;
        const ruled: Decision =
          verdict.effect === 'allow'
            ? { kind: 'approve', approvedArgs: call.args ?? {} }
            : {
                kind: 'decline',
                reason: `Denied by rule ${verdict.rule.number}.${verdict.rule.message ? ` ${verdict.rule.message}` : ''}`,
              };
        await decide(conversationId, call.id, ruled, 'policy');
      }
    },

    /** Settles the audit entries of calls the agent reports as executed or failed. */
    async settleAudit(conversationId: string, before: AgUiThread, after: AgUiThread): Promise<void> {
      const audit = auditLog();
      const was = new Map(allToolCalls(before.conversation).map((call) => [call.id, call.status]));
      for (const call of allToolCalls(after.conversation)) {
        if (was.get(call.id) !== 'executing' || (call.status !== 'executed' && call.status !== 'failed'))
          continue;
        // An agent may reuse its call ids in every thread: only this thread's entries are this call's.
        for (const entry of await audit.forCall(call.id))
          if (entry.outcome === 'running' && entry.conversationId === conversationId)
            await audit.settle(entry.id, call.status, now());
      }
    },

    /** Shows the resumes a reload left being sent as perhaps sent, for the operator to retry; sends nothing. */
    async recoverDeliveries(): Promise<void> {
      const state = get();
      const conversations = [state.conversation, ...Object.values(state.backgroundConversations)];
      for (const conversation of conversations) {
        if (!agUiSource(conversation)) continue;
        const resumes = await ledger().forConversation(conversation.id);
        const last = resumes.at(-1);
        if (last?.status !== 'sending') continue;
        // This tab is sending it: it hears back by itself.
        if (port.pump.isRunning(conversation.id) || get().agUiThreads[conversation.id]?.delivery) continue;
        port.setView(conversation.id, (view) => ({
          ...(view ?? viewOf(port.readThread(conversation.id)!, undefined)),
          delivery: {
            status: 'unconfirmed',
            resumeId: last.id,
            at: last.at,
            interruptKeys: last.interruptKeys,
          },
        }));
      }
    },

    /** Sends again, with the same body, a resume whose send failed or is unconfirmed. */
    async retry(conversationId: string): Promise<DecisionResult> {
      const view = get().agUiThreads[conversationId];
      const agent = port.agentOf(get().conversationById(conversationId));
      const status = view?.delivery?.status;
      if (!view?.delivery || (status !== 'failed' && status !== 'unconfirmed') || !agent)
        return { ok: false, reason: 'There is no unsent answer to send again.' };
      // Taken back to sending only as this tab saw it: a second click, or another tab's Retry, sends nothing.
      const resume = await ledger().retry(view.delivery.resumeId, now(), view.delivery.at);
      if (!resume)
        return {
          ok: false,
          reason: 'That answer was sent again already (by another click or tab); it is not sent twice.',
        };
      return deliver(conversationId, resume, agent);
    },
  };
}
