import type { DecisionResult } from '../../core/agent-status.ts';
import { findCall } from '../../agent/conversation-queries.ts';
import type { JsonObject } from '../../core/json.ts';
import type { Decision } from '../../core/source.ts';
import { sourceOf } from '../../core/source.ts';
import { stagedRefusal } from '../../core/staged-decision.ts';
import type { ToolCall } from '../../core/tool-call.ts';
import type { Desk } from '../desk.ts';
import { createDeskContext } from './langgraph-desk-context.ts';
import type { LangGraphDeskPorts } from './langgraph-desk-ports.ts';
import { settleAfterReload } from './langgraph-follow.ts';
import { interruptCalls } from './langgraph-resume-plan.ts';
import { reviewOfInterruptCall } from './langgraph-review.ts';
import { sendResume } from './langgraph-send.ts';
import { stopRun } from './langgraph-stop.ts';

/** The LangGraph desk, which also settles a thread the store has just read (after a reload) without reading it twice. */
export interface LangGraphDesk extends Desk {
  settleThread(conversationId: string, threadId: string, thread: JsonObject): Promise<void>;
  /** Claims the thread's interrupt for this operator while the conversation stays open. */
  claimReview(conversationId: string, threadId: string, interruptId: string): void;
  /** Ends this operator's claim on the thread (after a decision, or when leaving it). */
  releaseReview(threadId: string): void;
}

function failed(reason: string): DecisionResult {
  return { ok: false, reason };
}

/**
 * The LangGraph source's desk. A decision is staged on its call; once every action of the interrupt has one, the
 * one resume that answers them all is planned, recorded and sent (`langgraph-send.ts`), and the resumed run is
 * followed until the thread settles (`langgraph-follow.ts`); Stop cancels that run (`langgraph-stop.ts`). Built on the given ports only: the store wires the
 * app's, a unit test its fakes.
 */
export function createLangGraphDesk(ports: LangGraphDeskPorts): LangGraphDesk {
  const context = createDeskContext(ports);
  return {
    kind: 'langgraph',
    async decide(conversationId: string, callId: string, decision: Decision) {
      const conversation = ports.conversations.read(conversationId);
      if (!conversation) return failed('That thread is not open in this tab.');
      const source = sourceOf(conversation);
      if (source.kind !== 'langgraph') return failed('That conversation is not a LangGraph thread.');
      const call = findCall(conversation, callId);
      if (!call?.interrupt || call.status !== 'pending')
        return failed('That call is no longer waiting for a decision.');
      const restaged = stagedRefusal(call);
      if (restaged) return failed(restaged);
      const interruptId = call.interrupt.id;
      context.update(conversationId, (candidate: ToolCall) =>
        candidate.id === callId && candidate.interrupt
          ? {
              ...candidate,
              interrupt: {
                ...candidate.interrupt,
                staged: { ...decision, by: 'operator', at: context.now() },
              },
            }
          : undefined,
      );
      const after = ports.conversations.read(conversationId);
      const waiting = after
        ? interruptCalls(after, interruptId).filter((candidate) => !candidate.interrupt?.staged)
        : [];
      // One resume answers every action of the interrupt: it goes once each has a decision.
      if (waiting.length > 0) return { ok: true };
      return sendResume(context, conversationId, source, interruptId);
    },
    send: async () => failed('A LangGraph thread takes decisions here, not messages.'),
    stop: (conversationId) => void stopRun(context, conversationId),
    composerLock: () =>
      'This is a LangGraph thread: its agent runs on the deployment; answer its interrupt instead.',
    async settle(conversationId: string) {
      const conversation = ports.conversations.read(conversationId);
      const source = conversation ? sourceOf(conversation) : undefined;
      const client = ports.transport();
      if (source?.kind !== 'langgraph' || !client) return;
      // A thread that cannot be read stays as it is held; the next open reads it again.
      const thread = await client.getThread(source.threadId).catch(() => undefined);
      if (thread) await settleAfterReload(context, conversationId, source.threadId, thread);
    },
    claimReview: (conversationId, threadId, interruptId) =>
      context.claims.claim(conversationId, threadId, interruptId),
    releaseReview: (threadId) => context.claims.release(threadId),
    settleThread: (conversationId, threadId, thread) =>
      settleAfterReload(context, conversationId, threadId, thread),
    reviewOf: (_conversationId, call) => reviewOfInterruptCall(call),
    // The resumed run this tab follows is what Stop can end; an answer that did not leave is sent by a reopen.
    runGoing: (conversationId) => context.runs.get(conversationId) !== undefined,
    executingControl: (conversationId) => (context.runs.get(conversationId) ? 'stop' : 'none'),
  };
}
