import type { OllamaBody } from '../ollama/convert-ollama.ts';
import type { ChatContentPartLike, ChatMessageLike } from './count-openai-chat.ts';
import { countOpenAiChatBody } from './count-openai-chat.ts';
import type { OpenAiFunction } from './openai-function-definitions.ts';
import type { CountText, RequestCount } from './request-count.ts';

/**
 * An estimate of an Ollama `/api/chat` request's prompt tokens, from its body: the model's own chat template
 * is not known here, so each message is framed as in Chat Completions (see `countOpenAiChatBody`), thinking
 * counts as reasoning, and images by OpenAI's tile formula.
 */
export function countOllamaBody(body: OllamaBody, count: CountText): RequestCount {
  let reasoning = 0;
  let callId = 0;
  const messages = body.messages.map((message): ChatMessageLike => {
    if (message.thinking) reasoning += count(message.thinking);
    const images: ChatContentPartLike[] = (message.images ?? []).map((data) => ({
      type: 'image_url',
      image_url: { url: `data:image/png;base64,${data}` },
    }));
    const content =
      images.length > 0 ? [{ type: 'text' as const, text: message.content }, ...images] : message.content;
    return {
      role: message.role,
      content,
      ...(message.tool_name ? { name: message.tool_name } : {}),
      ...(message.tool_calls
        ? {
            tool_calls: message.tool_calls.map((call) => ({
              id: `ollama-${(callId += 1)}`,
              function: { name: call.function.name, arguments: JSON.stringify(call.function.arguments) },
            })),
          }
        : {}),
    };
  });
  const tools = body.tools as readonly { readonly function: OpenAiFunction }[] | undefined;
  const chat = countOpenAiChatBody({ model: body.model, messages, ...(tools ? { tools } : {}) }, count);
  return {
    lines: { ...chat.lines, reasoning: chat.lines.reasoning + reasoning },
    total: chat.total + reasoning,
    approximations: chat.approximations,
  };
}
