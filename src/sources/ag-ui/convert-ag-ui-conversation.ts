import type { Message as AgUiMessage } from '@ag-ui/core';
import type { Conversation } from '../../core/conversation.ts';
import { currentArguments } from '../../core/tool-call.ts';

/**
 * The thread as AG-UI messages for a run's input: the operator's messages, the agent's text and calls (with the
 * arguments that ran, for a call Toolgate approved), and each call's result as a tool message. Reasoning and
 * attachments stay in the console: the agent keeps its own. Calls are named by the agent's own ids.
 */
export function toAgUiMessages(conversation: Conversation): AgUiMessage[] {
  const messages: AgUiMessage[] = [];
  for (const message of conversation.messages) {
    const text = message.parts.flatMap((part) => (part.kind === 'text' ? [part.text] : [])).join('');
    if (message.role === 'user') {
      messages.push({ id: message.id, role: 'user', content: text });
      continue;
    }
    if (message.role !== 'model') continue;
    const calls = message.parts.flatMap((part) =>
      (part.kind === 'tool-call' && part.call.interrupt?.toolCallId !== undefined) ||
      (part.kind === 'tool-call' && !part.call.interrupt)
        ? [part.call]
        : [],
    );
    messages.push({
      id: message.id,
      role: 'assistant',
      ...(text ? { content: text } : {}),
      ...(calls.length > 0
        ? {
            toolCalls: calls.map((call) => ({
              id: call.providerId ?? call.id,
              type: 'function' as const,
              function: { name: call.name, arguments: JSON.stringify(currentArguments(call) ?? {}) },
            })),
          }
        : {}),
    });
    for (const call of calls) {
      if (call.status !== 'executed') continue;
      messages.push({
        id: `${call.id}/result`,
        role: 'tool',
        toolCallId: call.providerId ?? call.id,
        content: typeof call.result === 'string' ? call.result : JSON.stringify(call.result),
      });
    }
  }
  return messages;
}
