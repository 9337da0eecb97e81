import type {
  ContextMessage,
  ContextPart,
  ModelRequest,
  ReasoningContent,
  ReasoningReach,
  ToolDeclaration,
} from '../../core/model-request.ts';
import { isImageBlob, ownReasoningReach, textOfParts } from '../context-parts.ts';

/** One input item of a Responses request. */
export type OpenAiResponsesItem =
  | { readonly type: 'message'; readonly role: 'user'; readonly content: readonly unknown[] }
  | {
      readonly type: 'message';
      readonly role: 'assistant';
      readonly content: readonly { readonly type: 'output_text'; readonly text: string }[];
    }
  | {
      readonly type: 'function_call';
      readonly call_id: string;
      readonly name: string;
      readonly arguments: string;
    }
  | { readonly type: 'function_call_output'; readonly call_id: string; readonly output: string }
  | { readonly type: 'reasoning'; readonly [key: string]: unknown };

/** The body of a streaming Responses request. */
export interface OpenAiResponsesBody {
  readonly model: string;
  readonly instructions?: string;
  readonly input: readonly OpenAiResponsesItem[];
  readonly tools?: readonly unknown[];
  readonly stream: true;
  /** Nothing is stored server-side; reasoning travels back encrypted instead. */
  readonly store: false;
  readonly include?: readonly ['reasoning.encrypted_content'];
}

/** Reasoning models (o-series, gpt-5, codex) return encrypted reasoning; others reject the `include`. */
export function isReasoningModel(model: string): boolean {
  return /(^|\/)(o\d|gpt-5|codex)/i.test(model);
}

/** Tool declarations in Responses form (flat, not nested under `function`). */
export function convertOpenAiResponsesTools(tools: readonly ToolDeclaration[]): readonly unknown[] {
  return tools.map((tool) => ({
    type: 'function',
    name: tool.name,
    description: tool.description,
    parameters: tool.inputSchema,
  }));
}

/**
 * The reasoning item(s) a reasoning part carries, replayed only to the issuer: kept whole as the wire saw it
 * (`reasoningItem` / `reasoningItems`), or rebuilt from an item id and its encrypted content.
 */
function reasoningItems(part: ReasoningContent): OpenAiResponsesItem[] {
  const decorations = part.decorations ?? {};
  const whole = decorations.reasoningItems ?? decorations.reasoningItem;
  const list = Array.isArray(whole) ? whole : whole ? [whole] : [];
  const items = list.filter(
    (item): item is Record<string, unknown> => !!item && typeof item === 'object' && !Array.isArray(item),
  );
  // Responses requires `summary` on a replayed item, even when empty.
  if (items.length > 0) return items.map((item) => ({ summary: [], ...item, type: 'reasoning' as const }));
  const id = decorations.itemId ?? decorations.reasoningItemId;
  const encrypted = decorations.encryptedContent ?? decorations.encrypted_content;
  if (typeof id !== 'string') return [];
  return [
    {
      type: 'reasoning',
      id,
      summary: part.text ? [{ type: 'summary_text', text: part.text }] : [],
      ...(typeof encrypted === 'string' ? { encrypted_content: encrypted } : {}),
    },
  ];
}

function userItems(message: ContextMessage): OpenAiResponsesItem[] {
  const text = textOfParts(message.parts);
  const content: unknown[] = text ? [{ type: 'input_text', text }] : [];
  for (const image of message.parts.filter(isImageBlob)) {
    content.push({ type: 'input_image', image_url: `data:${image.mimeType};base64,${image.data}` });
  }
  return content.length > 0 ? [{ type: 'message', role: 'user', content }] : [];
}

/** Reasoning reaches Responses only from its own messages, and only as the items it returned. */
export function openAiResponsesReasoningReach(issuer: string): ReasoningReach {
  return ownReasoningReach(issuer, (part) => reasoningItems(part).length > 0);
}

function modelItems(message: ContextMessage, issuer: string): OpenAiResponsesItem[] {
  const reach = openAiResponsesReasoningReach(issuer);
  const reasoningSent = (part: ReasoningContent) => reach(part, message.issuedBy);
  const items: OpenAiResponsesItem[] = [];
  const flushText = (pieces: ContextPart[]) => {
    const text = textOfParts(pieces, { imagesAsText: true, reasoningSent });
    if (text) items.push({ type: 'message', role: 'assistant', content: [{ type: 'output_text', text }] });
    pieces.length = 0;
  };
  const pending: ContextPart[] = [];
  // Order matters: a reasoning item must come right before the calls it led to.
  for (const part of message.parts) {
    if (part.kind === 'reasoning') {
      if (reasoningSent(part)) {
        flushText(pending);
        items.push(...reasoningItems(part));
      }
    } else if (part.kind === 'tool-call') {
      flushText(pending);
      items.push({
        type: 'function_call',
        call_id: part.providerId,
        name: part.name,
        arguments: JSON.stringify(part.args),
      });
    } else {
      pending.push(part);
    }
  }
  flushText(pending);
  return items;
}

function toolItems(message: ContextMessage): OpenAiResponsesItem[] {
  return message.parts.flatMap((part) =>
    part.kind === 'tool-result'
      ? [{ type: 'function_call_output' as const, call_id: part.providerId, output: part.content }]
      : [],
  );
}

/** The input items of a Responses request, in conversation order. */
export function convertOpenAiResponsesInput(
  request: ModelRequest,
  issuer: string,
): readonly OpenAiResponsesItem[] {
  return request.messages.flatMap((message) => {
    if (message.role === 'user') return userItems(message);
    if (message.role === 'model') return modelItems(message, issuer);
    return toolItems(message);
  });
}

/**
 * Converts a neutral request to a streaming Responses body. Reasoning items are replayed only to the provider
 * and model that issued them (`issuer`); function calls carry the approved arguments.
 */
export function convertOpenAiResponses(
  request: ModelRequest,
  model: string,
  issuer: string,
): OpenAiResponsesBody {
  return {
    model,
    ...(request.system ? { instructions: request.system } : {}),
    input: convertOpenAiResponsesInput(request, issuer),
    ...(request.tools.length > 0 ? { tools: convertOpenAiResponsesTools(request.tools) } : {}),
    stream: true,
    store: false,
    ...(isReasoningModel(model) ? { include: ['reasoning.encrypted_content'] as const } : {}),
  };
}
