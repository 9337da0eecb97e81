import type { DecisionResult } from '../../core/agent-status.ts';
import { remoteDecisionEntry } from '../../core/audit-entry.ts';
import { createId } from '../../core/ids.ts';
import type { JsonObject } from '../../core/json.ts';
import { remoteInterruptKey } from '../../core/scoped-keys.ts';
import type { Decision } from '../../core/source.ts';
import { planResume, settleResumedCalls } from '../../sources/ag-ui/build-resume.ts';
import type { LedgerResume } from '../desk-ports.ts';
import type { AgUiAgentRef } from './ag-ui-desk-ports.ts';
import type { AgUiContext } from './ag-ui-desk-context.ts';
import type { RunPump } from './ag-ui-run-pump.ts';
import { agUiSource, runInput, viewOf } from './ag-ui-thread-view.ts';

/**
 * Sending a thread's one resume: planned once every interrupt of the run has a decision, recorded in the ledger
 * and the audit log (and the conversation written) before it leaves, sent through the run pump, and shown while
 * it goes; a failed send, or one a reload left unconfirmed, waits for the operator's Retry with the same body.
 */
export function createAgUiSends(context: AgUiContext, pump: Pick<RunPump, 'start' | 'isRunning'>) {
  const { ports, now } = context;

  const deliver = async (
    conversationId: string,
    resume: LedgerResume,
    agent: AgUiAgentRef,
  ): Promise<{ ok: true }> => {
    const resumeId = resume.id;
    const input = resume.body as unknown as ReturnType<typeof runInput>;
    const seen = { resumeId, at: resume.at, interruptKeys: resume.interruptKeys };
    ports.views.update(conversationId, (view) => ({
      ...(view ?? viewOf(context.readThread(conversationId)!, undefined)),
      delivery: { status: 'sending', ...seen },
    }));
    let reached = false;
    await pump.start(conversationId, agent.endpoint, input, {
      onFirstEvent: () => {
        reached = true;
        void ports.ledger().settle(resumeId, { status: 'sent' });
        ports.views.update(conversationId, (view) => {
          const { delivery: _delivery, ...rest } = view!;
          return rest;
        });
      },
      onEnd: (end) => {
        if (reached || end.status === 'ended') return;
        const message = end.status === 'failed' ? end.failure.message : 'Stopped before the agent answered.';
        void ports.ledger().settle(resumeId, { status: 'failed', error: message });
        ports.views.update(conversationId, (view) => ({
          ...view!,
          delivery: { status: 'failed', ...seen, message },
        }));
      },
    });
    return { ok: true };
  };

  return {
    /** Plans the run's resume; once every interrupt has a decision, records it, then sends it. */
    async sendResume(conversationId: string, runId: string): Promise<DecisionResult> {
      const thread = context.readThread(conversationId);
      const agent = context.agentOf(thread?.conversation);
      const source = agUiSource(thread?.conversation);
      if (!thread || !agent || !source)
        return { ok: false, reason: 'The agent of this thread is no longer connected.' };
      const plan = planResume(thread.conversation, runId, now());
      if (plan.status === 'waiting') return { ok: true };
      if (plan.status === 'invalid') return { ok: false, reason: plan.reason };
      const input = runInput(thread, source.threadId, [...plan.resume]);
      const claim = await ports.ledger().claim({
        id: createId('resume'),
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
      ports.conversations.update(conversationId, (conversation) =>
        settleResumedCalls(conversation, plan.calls, at),
      );
      const audit = ports.audit();
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
      await ports.persist(conversationId);
      return deliver(conversationId, claim.resume, agent);
    },

    /** Sends again, with the same body, a resume whose send failed or is unconfirmed. */
    async retry(conversationId: string): Promise<DecisionResult> {
      const view = ports.views.read(conversationId);
      const agent = context.agentOf(ports.conversations.read(conversationId));
      const status = view?.delivery?.status;
      if (!view?.delivery || (status !== 'failed' && status !== 'unconfirmed') || !agent)
        return { ok: false, reason: 'There is no unsent answer to send again.' };
      // Taken back to sending only as this tab saw it: a second click, or another tab's Retry, sends nothing.
      const resume = await ports.ledger().retry(view.delivery.resumeId, now(), view.delivery.at);
      if (!resume)
        return {
          ok: false,
          reason: 'That answer was sent again already (by another click or tab); it is not sent twice.',
        };
      return deliver(conversationId, resume, agent);
    },

    /** Shows a resume a reload left being sent as perhaps sent, for the operator to retry; sends nothing. */
    async settle(conversationId: string): Promise<void> {
      if (!agUiSource(ports.conversations.read(conversationId))) return;
      const resumes = await ports.ledger().forConversation(conversationId);
      const last = resumes.at(-1);
      if (last?.status !== 'sending') return;
      // This tab is sending it: it hears back by itself.
      if (pump.isRunning(conversationId) || ports.views.read(conversationId)?.delivery) return;
      ports.views.update(conversationId, (view) => ({
        ...(view ?? viewOf(context.readThread(conversationId)!, undefined)),
        delivery: {
          status: 'unconfirmed',
          resumeId: last.id,
          at: last.at,
          interruptKeys: last.interruptKeys,
        },
      }));
    },
  };
}
