import type { DecisionResult } from '../../core/agent-status.ts';
import { recordRefusedDecision } from '../refused-decision.ts';
import { findCall } from '../../agent/conversation-queries.ts';
import { allToolCalls } from '../../core/conversation.ts';
import { remoteInterruptKey } from '../../core/scoped-keys.ts';
import type { Decision } from '../../core/source.ts';
import { stagedRefusal } from '../../core/staged-decision.ts';
import type { AgUiThread } from '../../sources/ag-ui/ag-ui-thread.ts';
import { refuseDecision, stageDecision } from '../../sources/ag-ui/build-resume.ts';
import { judgeRemoteDecision } from '../remote-decision-judge.ts';
import type { AgUiContext } from './ag-ui-desk-context.ts';
import { waitingCalls } from './ag-ui-run-pump.ts';
import { agUiSource } from './ag-ui-thread-view.ts';

/**
 * Decisions on an AG-UI thread's requests: a decision is judged by the rules keyed `<agent>__<tool>` (a deny
 * stages that rule's decline instead), refused when another tab of this browser already answered the request,
 * else staged on its call and written at once; then the run's resume goes once every request has one
 * (`sendResume`). Rules decide newly waiting requests before the operator is asked.
 */
export function createAgUiDecisions(
  context: AgUiContext,
  sendResume: (conversationId: string, runId: string) => Promise<DecisionResult>,
) {
  const { ports, now } = context;

  const decide = async (
    conversationId: string,
    callId: string,
    decision: Decision,
    by: 'operator' | 'policy' = 'operator',
  ): Promise<DecisionResult> => {
    const conversation = ports.conversations.read(conversationId);
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
    const agent = context.agentOf(conversation);
    const source = agUiSource(conversation);
    // Both are reads, made together so the operator's next call opens a round trip sooner: the rules judge what
    // the approval would send, and the ledger says whether another tab of this browser answered this request
    // already, before its answer reached this tab's copy.
    const [judged, answeredElsewhere] = await Promise.all([
      agent
        ? judgeRemoteDecision(
            ports.rules(),
            {
              source: 'ag-ui',
              tool: `${agent.name}__${call.name}`,
              tier: 'unknown',
              callId,
              conversationId,
              sessionId: ports.sessionId(),
            },
            answered,
            by,
            now(),
          )
        : { decision: answered, by },
      call.interrupt && source ? ports.ledger().answering(remoteInterruptKey(source, call.interrupt)) : undefined,
    ]);
    if (answeredElsewhere && source) {
      const reason =
        'This request was already answered from this browser, in another tab; it is not answered twice.';
      // The operator's choice is logged as refused in this tab, so the log never reads as if it were sent.
      if (by === 'operator')
        await recordRefusedDecision(ports.audit(), {
          conversationId,
          source,
          call,
          decision: answered,
          reason,
          at: now(),
        });
      return { ok: false, reason };
    }
    ports.conversations.update(conversationId, (current) =>
      stageDecision(current, callId, judged.decision, judged.by, now()),
    );
    // A staged decision is the operator's work: written at once, not after the spaced save, so a reload
    // right after it keeps it.
    await ports.persist(conversationId);
    const runId = call.interrupt?.runId;
    return runId ? sendResume(conversationId, runId) : { ok: true };
  };

  return {
    decide,

    /** Rules keyed by agent and tool (`<agent>__<tool>`) decide newly waiting calls before the operator is asked. */
    async applyRules(conversationId: string, thread: AgUiThread): Promise<void> {
      const agent = context.agentOf(thread.conversation);
      if (!agent) return;
      const rules = ports.rules();
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
            sessionId: ports.sessionId(),
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
      const audit = ports.audit();
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
  };
}
