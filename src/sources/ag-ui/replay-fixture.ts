import type { Conversation } from '../../core/conversation.ts';
import type { AgUiThread } from './ag-ui-thread.ts';
import { emptyAgUiThread } from './ag-ui-thread.ts';
import { mapAgUiEvent } from './map-ag-ui-event.ts';

/** A conversation of an AG-UI thread with the operator's first message, as a run starts from. */
export function agUiConversation(
  threadId: string,
  agentId = 'agent_fixture',
  firstMessage?: string,
): Conversation {
  return {
    id: `conv_${threadId}`,
    title: 'Fixture agent',
    createdAt: 0,
    systemPrompt: '',
    source: { kind: 'ag-ui', agentId, threadId },
    messages: firstMessage
      ? [
          {
            id: 'msg_u1',
            role: 'user',
            parts: [{ id: 'msg_u1/text', kind: 'text', pruning: 'auto', text: firstMessage }],
            createdAt: 0,
            status: 'complete',
          },
        ]
      : [],
  };
}

/** Applies recorded events (a JSON array as sent on the wire) to a thread, one by one. */
export function replayEvents(
  thread: AgUiThread | Conversation,
  events: readonly unknown[],
  now = 1_000,
): AgUiThread {
  let current = 'conversation' in thread ? thread : emptyAgUiThread(thread);
  for (const event of events) current = mapAgUiEvent(current, event, { now });
  return current;
}
