import type { DecisionResult } from '../../core/agent-status.ts';
import type { Message } from '../../core/conversation.ts';
import { createId } from '../../core/ids.ts';
import { uiMessagesOf } from '../../sources/ai-sdk/convert-ai-sdk-conversation.ts';
import { applyUiMessage } from '../../sources/ai-sdk/map-ui-message.ts';
import type { ChatPostEnd } from '../../sources/ai-sdk/ai-sdk-transport.ts';
import type { AiSdkDeskPorts, AiSdkSource } from './ai-sdk-desk-ports.ts';
import { settleStopped } from './ai-sdk-stop.ts';

/**
 * Adds the operator's message to the chat and posts the whole chat to the route, reading its answer into the
 * conversation. The message is saved first: it is the client's, and the route keeps nothing. `signal` is the
 * operator's Stop: the answer keeps what arrived, and what it left open is closed (`settleStopped`).
 */
export async function postMessage(
  ports: AiSdkDeskPorts,
  conversationId: string,
  source: AiSdkSource,
  text: string,
  signal?: AbortSignal,
): Promise<DecisionResult> {
  const endpoint = ports.routeOf(source);
  if (!endpoint) return { ok: false, reason: 'Connect the AI SDK route of this thread first.' };
  const now = () => ports.clock.now();
  const id = createId('user');
  const message: Message = {
    id,
    role: 'user',
    parts: [{ id: `${id}:0`, kind: 'text', text, pruning: 'auto' }],
    createdAt: now(),
    status: 'complete',
  };
  ports.conversations.update(conversationId, (conversation) => ({
    ...conversation,
    messages: [...conversation.messages, message],
  }));
  await ports.saveNow();
  const conversation = ports.conversations.read(conversationId);
  if (!conversation) return { ok: false, reason: 'That thread is no longer open in this tab.' };
  ports.setRunning(conversationId, true);
  let answerId: string | undefined;
  let end: ChatPostEnd | undefined;
  try {
    end = await ports.post(
      endpoint,
      { id: source.threadId, messages: uiMessagesOf(conversation), trigger: 'submit-message' },
      undefined,
      (ui) => {
        // As the SDK's own client: nothing read after Stop is written.
        if (signal?.aborted) return;
        answerId = ui.id;
        ports.conversations.update(conversationId, (current) =>
          applyUiMessage(current, ui, 'streaming', now()),
        );
      },
      signal,
    );
  } catch (error) {
    if (!signal?.aborted) throw error;
  } finally {
    ports.setRunning(conversationId, false);
  }
  if (!end || (signal?.aborted && end.status !== 'finished'))
    return settleStopped(ports, conversationId, answerId);
  if (end.status === 'refused') {
    // The route took nothing: the message stays the operator's, marked with why, and goes with the next post.
    const error = `Not taken by the route: ${end.failure.message}`;
    ports.conversations.update(conversationId, (current) => ({
      ...current,
      messages: current.messages.map((entry) =>
        entry.id === id ? { ...entry, status: 'error' as const, error } : entry,
      ),
    }));
    await ports.saveNow();
    return { ok: false, reason: end.failure.message };
  }
  if (end.message) {
    const answer = end.message;
    ports.conversations.update(conversationId, (current) =>
      applyUiMessage(
        current,
        answer,
        end.status === 'finished' ? 'complete' : 'incomplete',
        now(),
        end.status === 'failed' ? end.failure.message : undefined,
      ),
    );
  }
  await ports.saveNow();
  return end.status === 'finished' ? { ok: true } : { ok: false, reason: end.failure.message };
}
