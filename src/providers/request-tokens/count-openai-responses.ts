import type { OpenAiResponsesBody } from '../openai-responses/convert-openai-responses.ts';
import type { ChatContentPartLike, ChatMessageLike } from './count-openai-chat.ts';
import { countOpenAiChatBody } from './count-openai-chat.ts';
import type { OpenAiFunction } from './openai-function-definitions.ts';
import type { CountText, RequestCount } from './request-count.ts';

type Item = OpenAiResponsesBody['input'][number];

function contentOf(content: readonly unknown[]): ChatContentPartLike[] {
  return content.flatMap((entry): ChatContentPartLike[] => {
    const part = entry as { readonly type?: string; readonly text?: string; readonly image_url?: string };
    if (typeof part.text === 'string') return [{ type: 'text', text: part.text }];
    if (part.type === 'input_image' && typeof part.image_url === 'string')
      return [{ type: 'image_url', image_url: { url: part.image_url } }];
    return [];
  });
}

function reasoningText(item: Item): string {
  const summary = (item as { readonly summary?: unknown }).summary;
  if (!Array.isArray(summary)) return '';
  return summary
    .map((entry) =>
      typeof (entry as { text?: unknown }).text === 'string' ? (entry as { text: string }).text : '',
    )
    .join('\n');
}

/**
 * An estimate of a Responses request's prompt tokens, from its body: the instructions are the system message,
 * each message, function call and function output is framed as its Chat Completions counterpart (see
 * `countOpenAiChatBody`), and a replayed reasoning item counts its summary; its encrypted content is not
 * readable, so a request that carries one is an approximation.
 */
export function countOpenAiResponsesBody(body: OpenAiResponsesBody, count: CountText): RequestCount {
  const messages: ChatMessageLike[] = body.instructions
    ? [{ role: 'system', content: body.instructions }]
    : [];
  let reasoning = 0;
  let encrypted = false;
  for (const item of body.input) {
    switch (item.type) {
      case 'message':
        messages.push({ role: item.role, content: contentOf(item.content) });
        break;
      case 'function_call':
        messages.push({
          role: 'assistant',
          content: null,
          tool_calls: [
            { id: item.call_id, function: { name: item.name, arguments: item.arguments } },
          ] as never,
        });
        break;
      case 'function_call_output':
        messages.push({ role: 'tool', tool_call_id: item.call_id, content: item.output });
        break;
      case 'reasoning':
        reasoning += count(reasoningText(item));
        if ('encrypted_content' in item) encrypted = true;
        break;
    }
  }
  const tools = (body.tools as readonly (OpenAiFunction & { readonly type?: string })[] | undefined)?.map(
    (tool) => ({ function: tool }),
  );
  const chat = countOpenAiChatBody({ model: body.model, messages, ...(tools ? { tools } : {}) }, count);
  const lines = { ...chat.lines, reasoning: chat.lines.reasoning + reasoning };
  const approximations = [
    ...chat.approximations,
    ...(encrypted ? ['encrypted reasoning is not readable: only its summary is counted'] : []),
  ];
  return { lines, total: chat.total + reasoning, approximations };
}
