import type {
  ContextMessage,
  ModelRequest,
  ReasoningContent,
  ReasoningReach,
  ToolDeclaration,
} from '../../core/model-request.ts';
import { isImageBlob, ownReasoningReach, textOfParts } from '../context-parts.ts';

/** One message of an Ollama `/api/chat` request. */
export interface OllamaMessage {
  readonly role: 'system' | 'user' | 'assistant' | 'tool';
  readonly content: string;
  readonly images?: readonly string[];
  readonly thinking?: string;
  readonly tool_calls?: readonly {
    readonly function: { readonly name: string; readonly arguments: unknown };
  }[];
  readonly tool_name?: string;
}

/** The body of a streaming `/api/chat` request. */
export interface OllamaBody {
  readonly model: string;
  readonly messages: readonly OllamaMessage[];
  readonly tools?: readonly unknown[];
  readonly stream: true;
}

/** Tool declarations in Ollama form (the Chat Completions shape). */
export function convertOllamaTools(tools: readonly ToolDeclaration[]): readonly unknown[] {
  return tools.map((tool) => ({
    type: 'function',
    function: { name: tool.name, description: tool.description, parameters: tool.inputSchema },
  }));
}

/** Thinking reaches Ollama only from its own messages, and only when there is text to send. */
export function ollamaReasoningReach(issuer: string): ReasoningReach {
  return ownReasoningReach(issuer, (part) => part.text !== '');
}

function assistantMessage(message: ContextMessage, issuer: string): OllamaMessage | undefined {
  const reach = ollamaReasoningReach(issuer);
  const reasoningSent = (part: ReasoningContent) => reach(part, message.issuedBy);
  const content = textOfParts(message.parts, { imagesAsText: true, reasoningSent });
  const thinking = message.parts
    .flatMap((part) => (part.kind === 'reasoning' && reasoningSent(part) ? [part.text] : []))
    .join('\n');
  const toolCalls = message.parts.flatMap((part) =>
    part.kind === 'tool-call' ? [{ function: { name: part.name, arguments: part.args } }] : [],
  );
  if (!content && toolCalls.length === 0 && !thinking) return undefined;
  return {
    role: 'assistant',
    content,
    ...(thinking ? { thinking } : {}),
    ...(toolCalls.length > 0 ? { tool_calls: toolCalls } : {}),
  };
}

function convertMessage(message: ContextMessage, issuer: string): OllamaMessage[] {
  if (message.role === 'model') {
    const converted = assistantMessage(message, issuer);
    return converted ? [converted] : [];
  }
  if (message.role === 'tool') {
    return message.parts.flatMap((part) =>
      part.kind === 'tool-result'
        ? [{ role: 'tool' as const, content: part.content, tool_name: part.name }]
        : [],
    );
  }
  const content = textOfParts(message.parts);
  const images = message.parts.filter(isImageBlob).map((image) => image.data);
  if (!content && images.length === 0) return [];
  return [{ role: 'user', content, ...(images.length > 0 ? { images } : {}) }];
}

/**
 * Converts a neutral request to a streaming `/api/chat` body. Thinking is replayed only to the issuer; tool calls
 * carry the approved arguments as an object, as Ollama expects.
 */
export function convertOllama(request: ModelRequest, model: string, issuer: string): OllamaBody {
  const system: OllamaMessage[] = request.system ? [{ role: 'system', content: request.system }] : [];
  return {
    model,
    messages: [...system, ...request.messages.flatMap((message) => convertMessage(message, issuer))],
    ...(request.tools.length > 0 ? { tools: convertOllamaTools(request.tools) } : {}),
    stream: true,
  };
}
