import type {
  ContextMessage,
  ModelRequest,
  ReasoningReach,
  ToolDeclaration,
} from '../../core/model-request.ts';
import { isImageBlob, noReasoningReach, textOfParts } from '../context-parts.ts';

/** One message of a Chat Completions request. */
export type OpenAiChatMessage =
  | { readonly role: 'system'; readonly content: string }
  | { readonly role: 'user'; readonly content: string | readonly OpenAiChatContentPart[] }
  | {
      readonly role: 'assistant';
      readonly content: string | null;
      readonly tool_calls?: readonly OpenAiChatToolCall[];
    }
  | { readonly role: 'tool'; readonly tool_call_id: string; readonly content: string };

/** A user content part: text, or an image as a data URL. */
export type OpenAiChatContentPart =
  | { readonly type: 'text'; readonly text: string }
  | { readonly type: 'image_url'; readonly image_url: { readonly url: string } };

/** A tool call replayed in an assistant message. */
export interface OpenAiChatToolCall {
  readonly id: string;
  readonly type: 'function';
  readonly function: { readonly name: string; readonly arguments: string };
}

/** A tool declaration in Chat Completions form. */
export interface OpenAiChatTool {
  readonly type: 'function';
  readonly function: { readonly name: string; readonly description: string; readonly parameters: unknown };
}

/** The body of a streaming Chat Completions request. */
export interface OpenAiChatBody {
  readonly model: string;
  readonly messages: readonly OpenAiChatMessage[];
  readonly tools?: readonly OpenAiChatTool[];
  readonly stream: true;
  readonly stream_options: { readonly include_usage: true };
}

/** Tool declarations in Chat Completions form. */
export function convertOpenAiChatTools(tools: readonly ToolDeclaration[]): readonly OpenAiChatTool[] {
  return tools.map((tool) => ({
    type: 'function',
    function: { name: tool.name, description: tool.description, parameters: tool.inputSchema },
  }));
}

function userMessage(message: ContextMessage): OpenAiChatMessage | undefined {
  const text = textOfParts(message.parts);
  const images = message.parts.filter(isImageBlob);
  if (images.length === 0) return text ? { role: 'user', content: text } : undefined;
  const content: OpenAiChatContentPart[] = text ? [{ type: 'text', text }] : [];
  for (const image of images)
    content.push({ type: 'image_url', image_url: { url: `data:${image.mimeType};base64,${image.data}` } });
  return { role: 'user', content };
}

/**
 * Chat Completions takes no reasoning back (and DeepSeek rejects it): reasoning parts are not replayed, and
 * neither are the headers pruned ones leave.
 */
export const openAiChatReasoningReach: ReasoningReach = noReasoningReach;

function assistantMessage(message: ContextMessage): OpenAiChatMessage | undefined {
  const text = textOfParts(message.parts, { imagesAsText: true });
  const toolCalls: OpenAiChatToolCall[] = message.parts.flatMap((part) =>
    part.kind === 'tool-call'
      ? [
          {
            id: part.providerId,
            type: 'function' as const,
            function: { name: part.name, arguments: JSON.stringify(part.args) },
          },
        ]
      : [],
  );
  if (!text && toolCalls.length === 0) return undefined;
  return {
    role: 'assistant',
    content: text || null,
    ...(toolCalls.length > 0 ? { tool_calls: toolCalls } : {}),
  };
}

function toolMessages(message: ContextMessage): OpenAiChatMessage[] {
  const results: OpenAiChatMessage[] = message.parts.flatMap((part) =>
    part.kind === 'tool-result'
      ? [{ role: 'tool' as const, tool_call_id: part.providerId, content: part.content }]
      : [],
  );
  const text = textOfParts(message.parts, { imagesAsText: true });
  return text ? [...results, { role: 'user', content: text }] : results;
}

/** The messages of a Chat Completions request: system first, tool results right after their calls. */
export function convertOpenAiChatMessages(request: ModelRequest): readonly OpenAiChatMessage[] {
  const messages: OpenAiChatMessage[] = request.system ? [{ role: 'system', content: request.system }] : [];
  for (const message of request.messages) {
    if (message.role === 'user') {
      const converted = userMessage(message);
      if (converted) messages.push(converted);
    } else if (message.role === 'model') {
      const converted = assistantMessage(message);
      if (converted) messages.push(converted);
    } else {
      messages.push(...toolMessages(message));
    }
  }
  return messages;
}

/**
 * Converts a neutral request to a streaming Chat Completions body. Tool calls carry the approved arguments the
 * core put in the context; pruned parts arrive as headers and are sent as text.
 */
export function convertOpenAiChat(request: ModelRequest, model: string): OpenAiChatBody {
  return {
    model,
    messages: convertOpenAiChatMessages(request),
    ...(request.tools.length > 0 ? { tools: convertOpenAiChatTools(request.tools) } : {}),
    stream: true,
    stream_options: { include_usage: true },
  };
}
