import type {
  ContextMessage,
  ModelRequest,
  ReasoningContent,
  ReasoningReach,
  ToolDeclaration,
} from '../../core/model-request.ts';
import { blobAsText } from '../../core/blob-text.ts';
import {
  decorationString,
  headerIsSent,
  isImageBlob,
  mergeSameRole,
  ownReasoningReach,
} from '../context-parts.ts';

/** A content block of an Anthropic message. */
export type AnthropicBlock =
  | { readonly type: 'text'; readonly text: string }
  | {
      readonly type: 'image';
      readonly source: { readonly type: 'base64'; readonly media_type: string; readonly data: string };
    }
  | { readonly type: 'thinking'; readonly thinking: string; readonly signature: string }
  | { readonly type: 'redacted_thinking'; readonly data: string }
  | { readonly type: 'tool_use'; readonly id: string; readonly name: string; readonly input: unknown }
  | {
      readonly type: 'tool_result';
      readonly tool_use_id: string;
      readonly content: string;
      readonly is_error?: true;
    };

/** One message of a Messages request. */
export interface AnthropicMessage {
  readonly role: 'user' | 'assistant';
  readonly content: readonly AnthropicBlock[];
}

/** The body of a streaming Messages request. */
export interface AnthropicBody {
  readonly model: string;
  readonly max_tokens: number;
  readonly system?: string;
  readonly messages: readonly AnthropicMessage[];
  readonly tools?: readonly unknown[];
  readonly stream: true;
}

/** Output budget per turn; Messages requires one. */
export const anthropicMaxTokens = 8192;

/** Tool declarations in Messages form. */
export function convertAnthropicTools(tools: readonly ToolDeclaration[]): readonly unknown[] {
  return tools.map((tool) => ({
    name: tool.name,
    description: tool.description,
    input_schema: tool.inputSchema,
  }));
}

/**
 * Thinking blocks for the issuer: a thinking block only with its signature (Anthropic rejects an unsigned one),
 * and each redacted thinking block as its opaque data, as the wire decorations keep them.
 */
function thinkingBlocks(part: ReasoningContent): AnthropicBlock[] {
  const blocks: AnthropicBlock[] = [];
  const signature = decorationString(part.decorations, 'reasoningSignature', 'signature');
  if (signature) blocks.push({ type: 'thinking', thinking: part.text, signature });
  const redacted = part.decorations?.redactedThinking;
  for (const data of Array.isArray(redacted) ? redacted : []) {
    if (typeof data === 'string' && data) blocks.push({ type: 'redacted_thinking', data });
  }
  return blocks;
}

/** Thinking reaches Anthropic only from its own messages, and only with what it accepts back. */
export function anthropicReasoningReach(issuer: string): ReasoningReach {
  return ownReasoningReach(issuer, (part) => thinkingBlocks(part).length > 0);
}

function blocksOf(message: ContextMessage, issuer: string): AnthropicBlock[] {
  const reach = anthropicReasoningReach(issuer);
  const blocks: AnthropicBlock[] = [];
  for (const part of message.parts) {
    switch (part.kind) {
      case 'text':
        if (part.text.trim()) blocks.push({ type: 'text', text: part.text });
        break;
      case 'header':
        if (headerIsSent(part, message, reach)) blocks.push({ type: 'text', text: part.text });
        break;
      case 'blob':
        blocks.push(
          isImageBlob(part) && message.role === 'user'
            ? { type: 'image', source: { type: 'base64', media_type: part.mimeType, data: part.data } }
            : { type: 'text', text: blobAsText(part) },
        );
        break;
      case 'reasoning':
        if (reach(part, message.issuedBy)) blocks.push(...thinkingBlocks(part));
        break;
      case 'tool-call':
        blocks.push({ type: 'tool_use', id: part.providerId, name: part.name, input: part.args });
        break;
      case 'tool-result':
        blocks.push({
          type: 'tool_result',
          tool_use_id: part.providerId,
          content: part.content,
          ...(part.isError ? { is_error: true as const } : {}),
        });
        break;
    }
  }
  return blocks;
}

/** Tool results first in a user turn: Messages requires them before any text of that turn. */
function resultsFirst(blocks: readonly AnthropicBlock[]): AnthropicBlock[] {
  return [
    ...blocks.filter((block) => block.type === 'tool_result'),
    ...blocks.filter((block) => block.type !== 'tool_result'),
  ];
}

/** The messages of a Messages request: tool results travel in user turns, neighbours of one role are merged. */
export function convertAnthropicMessages(request: ModelRequest, issuer: string): readonly AnthropicMessage[] {
  const converted = request.messages
    .map((message): AnthropicMessage => ({
      role: message.role === 'model' ? 'assistant' : 'user',
      content: blocksOf(message, issuer),
    }))
    .filter((message) => message.content.length > 0);
  return mergeSameRole(converted, (first, second) => ({
    role: first.role,
    content: [...first.content, ...second.content],
  })).map((message) =>
    message.role === 'user' ? { role: 'user', content: resultsFirst(message.content) } : message,
  );
}

/**
 * Converts a neutral request to a streaming Messages body. Thinking blocks (with their signatures) are replayed
 * only to the issuer; tool uses carry the approved arguments; pruned parts are sent as text headers.
 */
export function convertAnthropic(request: ModelRequest, model: string, issuer: string): AnthropicBody {
  return {
    model,
    max_tokens: anthropicMaxTokens,
    ...(request.system ? { system: request.system } : {}),
    messages: convertAnthropicMessages(request, issuer),
    ...(request.tools.length > 0 ? { tools: convertAnthropicTools(request.tools) } : {}),
    stream: true,
  };
}
