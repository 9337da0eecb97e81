import type { DecisionResult } from '../../core/agent-status.ts';
import { allToolCalls } from '../../core/conversation.ts';
import { withStopped } from './ai-sdk-calls.ts';
import type { AiSdkDeskPorts } from './ai-sdk-desk-ports.ts';

/**
 * The requests of this tab's AI SDK threads that Stop can end: one `AbortController` a conversation, for the
 * request being read (a chat posted, or the answers to approval requests).
 */
export function createRequestStops() {
  const going = new Map<string, AbortController>();
  return {
    /** A signal for a new request of the conversation; `finish` lets it go once the request ended. */
    begin(conversationId: string): { readonly signal: AbortSignal; readonly finish: () => void } {
      const controller = new AbortController();
      going.set(conversationId, controller);
      return {
        signal: controller.signal,
        finish: () => {
          if (going.get(conversationId) === controller) going.delete(conversationId);
        },
      };
    },
    /** Aborts the conversation's request, if one is being read; nothing else is touched here. */
    stop(conversationId: string): void {
      going.get(conversationId)?.abort();
    },
  };
}

/**
 * What a stopped request leaves: the calls its answer left open closed (`withStopped`), their audit entries
 * settled as interrupted with the reason, and the thread saved. The operator asked for it, so it is no failure.
 */
export async function settleStopped(
  ports: AiSdkDeskPorts,
  conversationId: string,
  messageId: string | undefined,
): Promise<DecisionResult> {
  ports.conversations.update(conversationId, (conversation) => withStopped(conversation, messageId));
  const conversation = ports.conversations.read(conversationId);
  const audit = ports.audit();
  const at = ports.clock.now();
  for (const call of conversation ? allToolCalls(conversation) : [])
    if (call.status === 'interrupted')
      for (const entry of await audit.forCall(call.id))
        if (entry.outcome === 'running' && entry.conversationId === conversationId)
          await audit.settle(entry.id, 'interrupted', at, call.reason);
  await ports.saveNow();
  return { ok: true };
}
