import type { DecisionResult } from '../../core/agent-status.ts';
import { allToolCalls } from '../../core/conversation.ts';
import { createId } from '../../core/ids.ts';
import type { Desk } from '../desk.ts';
import { deliveryControl } from '../delivery-control.ts';
import { createAgUiDecisions } from './ag-ui-decide.ts';
import { createAgUiContext } from './ag-ui-desk-context.ts';
import type { AgUiDeskPorts, AgUiThreadWrite } from './ag-ui-desk-ports.ts';
import { createDraftCheckers, reviewOfRequest } from './ag-ui-review.ts';
import { createRunPump, reachedOutcome } from './ag-ui-run-pump.ts';
import { createAgUiSends } from './ag-ui-send.ts';
import { agUiSource, runInput, threadOf, viewOf } from './ag-ui-thread-view.ts';

/** The AG-UI desk, which also retries an answer that did not leave and knows which runs are going. */
export interface AgUiDesk extends Desk {
  /** Sends again, with exactly the same body, a resume whose send failed or a reload left unconfirmed. */
  retry(conversationId: string): Promise<DecisionResult>;
  /** The conversations whose run is going on. */
  runningIds(): readonly string[];
  /** Sends one message in many threads at once (a first message to every agent): one write for all of them. */
  sendMany(conversationIds: readonly string[], text: string): Promise<DecisionResult[]>;
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
    write: (threads) =>
      ports.writeThreads(
        new Map(
          [...threads].map(([conversationId, thread]) => [
            conversationId,
            { conversation: thread.conversation, view: (previous) => viewOf(thread, previous) },
          ]),
        ),
      ),
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

  /**
   * What sending `text` in a thread writes (the operator's message, the run going) and the run it starts, or why
   * it cannot be sent.
   */
  const prepareSend = (conversationId: string, text: string) => {
    const conversation = ports.conversations.read(conversationId);
    const agent = context.agentOf(conversation);
    const source = agUiSource(conversation);
    if (!conversation || !agent || !source)
      return { ok: false as const, reason: 'The agent of this thread is no longer connected.' };
    const lock = composerLock(conversationId);
    if (lock) return { ok: false as const, reason: lock };
    const messageId = createId('msg');
    const thread = threadOf(
      {
        ...conversation,
        messages: [
          ...conversation.messages,
          {
            id: messageId,
            role: 'user',
            parts: [{ id: `${messageId}/text`, kind: 'text', pruning: 'auto', text }],
            createdAt: context.now(),
            status: 'complete',
          },
        ],
      },
      ports.views.read(conversationId),
    );
    const input = runInput(thread, source.threadId);
    const write: AgUiThreadWrite = {
      conversation: thread.conversation,
      view: (view) => ({ ...viewOf(thread, view), run: { status: 'running', runId: input.runId } }),
    };
    return { ok: true as const, write, start: () => pump.start(conversationId, agent.endpoint, input) };
  };

  /** Sends `text` in each thread: every thread's message is written at once, then each run starts. */
  const sendMany = async (conversationIds: readonly string[], text: string): Promise<DecisionResult[]> => {
    const prepared = conversationIds.map(
      (conversationId) => [conversationId, prepareSend(conversationId, text)] as const,
    );
    const writes = new Map<string, AgUiThreadWrite>();
    for (const [conversationId, send] of prepared) if (send.ok) writes.set(conversationId, send.write);
    if (writes.size > 0) ports.writeThreads(writes);
    return Promise.all(
      prepared.map(async ([, send]) => {
        if (!send.ok) return send;
        await send.start();
        return { ok: true as const };
      }),
    );
  };

  return {
    kind: 'ag-ui',
    decide: (conversationId, callId, decision) => decisions.decide(conversationId, callId, decision),
    send: async (conversationId, text) => (await sendMany([conversationId], text))[0]!,
    sendMany,
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
