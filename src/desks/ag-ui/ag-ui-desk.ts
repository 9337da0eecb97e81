import type { DecisionResult } from '../../core/agent-status.ts';
import { allToolCalls } from '../../core/conversation.ts';
import { createId } from '../../core/ids.ts';
import type { Desk } from '../desk.ts';
import { deliveryControl } from '../delivery-control.ts';
import { createAgUiDecisions } from './ag-ui-decide.ts';
import { createAgUiContext } from './ag-ui-desk-context.ts';
import type { AgUiDeskPorts } from './ag-ui-desk-ports.ts';
import { createDraftCheckers, reviewOfRequest } from './ag-ui-review.ts';
import { createRunPump, reachedOutcome } from './ag-ui-run-pump.ts';
import { createAgUiSends } from './ag-ui-send.ts';
import { agUiSource, runInput, viewOf } from './ag-ui-thread-view.ts';

/** The AG-UI desk, which also retries an answer that did not leave and knows which runs are going. */
export interface AgUiDesk extends Desk {
  /** Sends again, with exactly the same body, a resume whose send failed or a reload left unconfirmed. */
  retry(conversationId: string): Promise<DecisionResult>;
  /** The conversations whose run is going on. */
  runningIds(): readonly string[];
}

/**
 * The AG-UI source's desk. A run's events are applied once per frame (`ag-ui-run-pump.ts`); when a run stops on
 * interrupts, rules decide what they can; each decision is judged and staged (`ag-ui-decide.ts`), and the one
 * resume is recorded, then sent (`ag-ui-send.ts`); the agent's results settle the audit entries. Built on the
 * given ports only: the store wires the app's, a unit test its fakes.
 */
export function createAgUiDesk(ports: AgUiDeskPorts): AgUiDesk {
  const context = createAgUiContext(ports);
  const pump = createRunPump({
    read: context.readThread,
    write: (conversationId, thread) => {
      ports.conversations.update(conversationId, () => thread.conversation);
      ports.views.update(conversationId, (previous) => viewOf(thread, previous));
    },
    applied: (conversationId, before, after) => {
      void decisions.settleAudit(conversationId, before, after);
      // Saves are spaced by their cost while a run streams; a result or a run's end is written at once, so a
      // reload right after it shows it.
      if (reachedOutcome(before, after)) void ports.persist(conversationId);
      if (after.run.status === 'interrupted' && before.run.status !== 'interrupted')
        void decisions.applyRules(conversationId, after);
      // A run the mapping failed while its stream goes on (past its event limit) is stopped; it keeps its reason.
      if (after.run.status === 'failed' && before.run.status !== 'failed' && pump.isRunning(conversationId))
        pump.stop(conversationId);
    },
    now: context.now,
    startRun: ports.startRun,
    nextFrame: ports.nextFrame,
  });
  const sends = createAgUiSends(context, pump);
  const decisions = createAgUiDecisions(context, sends.sendResume);
  const draftChecks = createDraftCheckers(context);
  /** A run streams in this tab, or its answer is being sent: Stop ends it. */
  const runGoing = (conversationId: string): boolean => {
    const view = ports.views.read(conversationId);
    return view?.run.status === 'running' || view?.delivery?.status === 'sending';
  };

  const composerLock = (conversationId: string): string | undefined => {
    const thread = context.readThread(conversationId);
    if (!thread) return undefined;
    if (!context.agentOf(thread.conversation))
      return "This thread's agent is not connected: add it again in Agents to write to it.";
    const delivery = ports.views.read(conversationId)?.delivery;
    if (delivery?.status === 'failed') return 'The answer to the agent was not sent: Retry it first.';
    if (delivery?.status === 'unconfirmed')
      return 'The answer to the agent may have been sent before the reload: Retry it first if the agent did not act on it.';
    const waiting = allToolCalls(thread.conversation).filter(
      (call) => call.status === 'pending' && call.interrupt,
    );
    if (waiting.length > 0) {
      const decided = waiting.filter((call) => call.interrupt?.staged).length;
      return `Decide the agent's ${waiting.length} open ${waiting.length === 1 ? 'request' : 'requests'} first (${decided} decided): one answer goes back with all of them.`;
    }
    if (pump.isRunning(conversationId) || thread.run.status === 'running')
      return 'The agent is running; Stop it to write.';
    return undefined;
  };

  return {
    kind: 'ag-ui',
    decide: (conversationId, callId, decision) => decisions.decide(conversationId, callId, decision),
    async send(conversationId, text) {
      const conversation = ports.conversations.read(conversationId);
      const agent = context.agentOf(conversation);
      const source = agUiSource(conversation);
      if (!conversation || !agent || !source)
        return { ok: false, reason: 'The agent of this thread is no longer connected.' };
      const lock = composerLock(conversationId);
      if (lock) return { ok: false, reason: lock };
      const messageId = createId('msg');
      ports.conversations.update(conversationId, (current) => ({
        ...current,
        messages: [
          ...current.messages,
          {
            id: messageId,
            role: 'user',
            parts: [{ id: `${messageId}/text`, kind: 'text', pruning: 'auto', text }],
            createdAt: context.now(),
            status: 'complete',
          },
        ],
      }));
      const thread = context.readThread(conversationId)!;
      const input = runInput(thread, source.threadId);
      ports.views.update(conversationId, (view) => ({
        ...viewOf(thread, view),
        run: { status: 'running', runId: input.runId },
      }));
      await pump.start(conversationId, agent.endpoint, input);
      return { ok: true };
    },
    stop: (conversationId) => pump.stop(conversationId),
    composerLock,
    settle: sends.settle,
    retry: sends.retry,
    reviewOf: (conversationId, call, now) => reviewOfRequest(call, now, draftChecks(conversationId)),
    runGoing,
    executingControl: (conversationId, call) =>
      deliveryControl(
        ports.conversations.read(conversationId),
        ports.views.read(conversationId)?.delivery,
        call,
        runGoing(conversationId),
      ),
    runningIds: pump.runningIds,
  };
}
