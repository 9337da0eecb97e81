import type { DecisionResult } from '../../core/agent-status.ts';
import { findCall } from '../../agent/conversation-queries.ts';
import type { JsonObject } from '../../core/json.ts';
import { jsonEqual } from '../../core/json.ts';
import { allToolCalls } from '../../core/conversation.ts';
import type { Decision } from '../../core/source.ts';
import { sourceOf } from '../../core/source.ts';
import { remoteInterruptKey } from '../../core/scoped-keys.ts';
import { stagedRefusal } from '../../core/staged-decision.ts';
import type { Desk } from '../desk.ts';
import { deliveryControl } from '../delivery-control.ts';
import type { ApprovalCall } from './ai-sdk-calls.ts';
import { withAnswersSent, withStaged } from './ai-sdk-calls.ts';
import type { AiSdkDeskPorts, AiSdkSource } from './ai-sdk-desk-ports.ts';
import { judgeApproval, ruledDecision } from './ai-sdk-rules.ts';
import { reviewOfApprovalCall } from './ai-sdk-review.ts';
import { answeredFromThisBrowser, deliver, recordRefusal, sendAnswers } from './ai-sdk-send.ts';
import { postMessage } from './ai-sdk-message.ts';
import { createRequestStops } from './ai-sdk-stop.ts';

/** The AI SDK desk, which also sends again an answer that failed or that a reload left perhaps sent. */
export interface AiSdkDesk extends Desk {
  retry(conversationId: string): Promise<DecisionResult>;
}

function failed(reason: string): DecisionResult {
  return { ok: false, reason };
}

function aiSdkSourceOf(ports: AiSdkDeskPorts, conversationId: string): AiSdkSource | undefined {
  const conversation = ports.conversations.read(conversationId);
  const source = conversation ? sourceOf(conversation) : undefined;
  return source?.kind === 'ai-sdk' ? source : undefined;
}

/**
 * The AI SDK source's desk. A decision is staged on its call (a rule's deny turns an approval into its decline);
 * once every approval request of the assistant message has one, the one follow-up request that answers them all
 * is recorded and posted (`ai-sdk-send.ts`). After a reload, `settle` shows a request recorded as sending and
 * never heard back from as perhaps sent; only `retry` sends it again, with exactly the same body, once. `stop`
 * aborts the request being read, as the SDK's `Chat.stop()` does (`ai-sdk-stop.ts`).
 */
export function createAiSdkDesk(ports: AiSdkDeskPorts): AiSdkDesk {
  const going = new Set<string>();
  const stops = createRequestStops();
  /** Runs a request of the conversation that the operator's Stop can abort. */
  const stoppable = async <T>(
    conversationId: string,
    run: (signal: AbortSignal) => Promise<T>,
  ): Promise<T> => {
    const request = stops.begin(conversationId);
    try {
      return await run(request.signal);
    } finally {
      request.finish();
    }
  };
  const now = () => ports.clock.now();
  /** Rules decide the approval requests that arrived, before the operator is asked (allow approves, deny declines). */
  const applyRules = async (conversationId: string): Promise<void> => {
    const source = aiSdkSourceOf(ports, conversationId);
    const conversation = ports.conversations.read(conversationId);
    if (!source || !conversation) return;
    const fresh = allToolCalls(conversation).filter(
      (call) => call.status === 'pending' && call.interrupt?.runId && !call.interrupt.staged,
    );
    for (const call of fresh) {
      const ruled = await ruledDecision(ports, conversationId, source, call, now());
      if (!ruled) continue;
      const staged = await judgeApproval(ports, conversationId, source, call, ruled, 'policy', now());
      ports.conversations.update(conversationId, (current) => withStaged(current, call.id, staged));
      await stoppable(conversationId, (signal) =>
        sendAnswers(ports, conversationId, source, call.interrupt!.runId!, signal),
      );
    }
  };
  const desk: AiSdkDesk = {
    kind: 'ai-sdk',
    async decide(conversationId: string, callId: string, decision: Decision) {
      const source = aiSdkSourceOf(ports, conversationId);
      const conversation = ports.conversations.read(conversationId);
      if (!source || !conversation)
        return failed('That conversation is not an AI SDK thread open in this tab.');
      const call = findCall(conversation, callId);
      if (!call?.interrupt?.runId || call.status !== 'pending')
        return failed('That call is no longer waiting for a decision.');
      const restaged = stagedRefusal(call);
      if (restaged) return failed(restaged);
      if (decision.kind === 'answer') return failed('An AI SDK route asks for approval of tool calls only.');
      if (decision.kind === 'approve' && !jsonEqual(decision.approvedArgs, (call.args ?? {}) as JsonObject))
        return failed('The AI SDK route runs the model’s arguments: approve them as proposed or decline.');
      // Another tab may have answered this request already, before its answer reached this tab's copy.
      if (await ports.ledger().answering(remoteInterruptKey(source, call.interrupt))) {
        await recordRefusal(ports, conversationId, source, call, decision, answeredFromThisBrowser);
        return failed(answeredFromThisBrowser);
      }
      const staged = await judgeApproval(ports, conversationId, source, call, decision, 'operator', now());
      ports.conversations.update(conversationId, (current) => withStaged(current, callId, staged));
      // A staged decision is the operator's work: written at once, so a reload right after it keeps it.
      await ports.saveNow();
      const runId = call.interrupt.runId;
      const result = await stoppable(conversationId, (signal) =>
        sendAnswers(ports, conversationId, source, runId, signal),
      );
      await applyRules(conversationId);
      return result;
    },
    async send(conversationId: string, text: string) {
      const source = aiSdkSourceOf(ports, conversationId);
      if (!source) return failed('That conversation is not an AI SDK thread open in this tab.');
      const lock = desk.composerLock(conversationId);
      if (lock) return failed(lock);
      going.add(conversationId);
      try {
        return await stoppable(conversationId, (signal) =>
          postMessage(ports, conversationId, source, text, signal),
        );
      } finally {
        going.delete(conversationId);
        // Told again once the composer may take a message, so its lock is read afresh.
        ports.setRunning(conversationId, false);
        await applyRules(conversationId);
      }
    },
    stop: (conversationId: string) => stops.stop(conversationId),
    composerLock(conversationId: string) {
      const conversation = ports.conversations.read(conversationId);
      if (!conversation) return undefined;
      if (going.has(conversationId)) return 'The route is answering; wait for it to finish.';
      const waiting = conversation.messages.flatMap((message) =>
        message.parts.flatMap((part) =>
          part.kind === 'tool-call' && part.call.status === 'pending' && part.call.interrupt
            ? [part.call]
            : [],
        ),
      );
      return waiting.length > 0
        ? 'The route waits for your answers to its approval requests; answer them first.'
        : undefined;
    },
    async settle(conversationId: string) {
      const last = (await ports.ledger().forConversation(conversationId)).at(-1);
      if (last?.status !== 'sending') return;
      const conversation = ports.conversations.read(conversationId);
      const source = aiSdkSourceOf(ports, conversationId);
      if (!conversation || !source) return;
      const keys = last.interruptIds;
      // The ledger holds the answer; a reload may have come before the calls were saved as answered.
      const unsaved = allToolCalls(conversation).filter(
        (call): call is ApprovalCall =>
          call.status === 'pending' && !!call.interrupt?.staged && keys.includes(call.interrupt.id),
      );
      if (unsaved.length > 0) {
        ports.conversations.update(conversationId, (current) => withAnswersSent(current, unsaved, now()));
        await ports.saveNow();
      }
      ports.setDelivery(conversationId, {
        status: 'unconfirmed',
        resumeId: last.id,
        at: last.at,
        interruptKeys: conversation.messages.flatMap((message) =>
          message.parts.flatMap((part) =>
            part.kind === 'tool-call' && part.call.interrupt && keys.includes(part.call.interrupt.id)
              ? [remoteInterruptKey(source, part.call.interrupt)]
              : [],
          ),
        ),
      });
    },
    async retry(conversationId: string) {
      const source = aiSdkSourceOf(ports, conversationId);
      if (!source) return failed('That conversation is not an AI SDK thread open in this tab.');
      // What this tab shows, read before anything is awaited: a second click made while the first is on its way
      // reads the same time the first did, which the ledger no longer holds.
      const shown = ports.delivery(conversationId);
      if (!shown || (shown.status !== 'failed' && shown.status !== 'unconfirmed'))
        return failed('There is no unsent answer to send again.');
      const last = (await ports.ledger().forConversation(conversationId)).find(
        (resume) => resume.id === shown.resumeId,
      );
      if (!last || last.status === 'sent' || !last.body)
        return failed('There is no unsent answer to send again.');
      // Taken back to sending only as this tab saw it: a second click, or another tab's Retry, sends nothing.
      const again = await ports.ledger().retry(last.id, now(), shown.at);
      if (!again?.body)
        return failed('That answer was sent again already (by another click or tab); it is not sent twice.');
      const body = again.body;
      return stoppable(conversationId, (signal) =>
        deliver(ports, conversationId, source, { ...again, body }, signal),
      );
    },
    reviewOf: reviewOfApprovalCall,
    // The request being read is what Stop ends.
    runGoing: (conversationId) => ports.running(conversationId),
    executingControl: (conversationId, call) =>
      deliveryControl(
        ports.conversations.read(conversationId),
        ports.delivery(conversationId),
        call,
        ports.running(conversationId),
      ),
  };
  return desk;
}
