import { toConversationExport } from '../../src/core/conversation-export.ts';
import type { Conversation, Message } from '../../src/core/conversation.ts';

/**
 * An export file of `messages` alternating user and model messages, each with one text part of about
 * `textLength` characters: 200,000 short messages, or a few thousand long ones that make 100 MB.
 */
export function largeExportText(options: {
  readonly id: string;
  readonly title: string;
  readonly messages: number;
  readonly textLength: number;
}): string {
  const filler = 'The customer asked about order 1042 and the refund for the cracked plates. ';
  const body = filler.repeat(Math.ceil(options.textLength / filler.length)).slice(0, options.textLength);
  const messages: Message[] = Array.from({ length: options.messages }, (_, index) => ({
    id: `msg_${index}`,
    role: index % 2 === 0 ? 'user' : 'model',
    parts: [{ id: `part_${index}`, kind: 'text', pruning: 'auto', text: `${index}: ${body}` }],
    createdAt: 1_767_225_600_000 + index,
    status: 'complete',
  }));
  const conversation: Conversation = {
    id: options.id,
    title: options.title,
    createdAt: 1_767_225_600_000,
    systemPrompt: '',
    messages,
  };
  return JSON.stringify(toConversationExport(conversation, 1_767_225_600_000));
}
