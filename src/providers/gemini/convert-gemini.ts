import type {
  ContextMessage,
  ContextPart,
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
  isOwnPart,
  mergeSameRole,
  ownReasoningReach,
} from '../context-parts.ts';

/** One part of a Gemini content. */
export type GeminiPart = { readonly [key: string]: unknown };

/** One content (turn) of a Gemini request. */
export interface GeminiContent {
  readonly role: 'user' | 'model';
  readonly parts: readonly GeminiPart[];
}

/** The body of a `streamGenerateContent` request. */
export interface GeminiBody {
  readonly systemInstruction?: { readonly parts: readonly { readonly text: string }[] };
  readonly contents: readonly GeminiContent[];
  readonly tools?: readonly unknown[];
}

/**
 * The signature Gemini documents for function calls it did not issue itself (replayed from another model), so
 * its validator accepts a conversation that started elsewhere.
 */
export const foreignCallSignature = 'skip_thought_signature_validator';

/** Tool declarations in Gemini form; the schema goes as JSON Schema, not Gemini's OpenAPI subset. */
export function convertGeminiTools(tools: readonly ToolDeclaration[]): readonly unknown[] {
  if (tools.length === 0) return [];
  return [
    {
      functionDeclarations: tools.map((tool) => ({
        name: tool.name,
        description: tool.description,
        parametersJsonSchema: tool.inputSchema,
      })),
    },
  ];
}

function callSignature(part: Extract<ContextPart, { kind: 'tool-call' }>): string | undefined {
  return decorationString(part.decorations, 'thoughtSignature');
}

/** A reasoning part's signatures: the turn-level `thoughtSignatures` the wire keeps, or a single one. */
function reasoningSignatures(part: ReasoningContent): string[] {
  const list = part.decorations?.thoughtSignatures;
  const signatures = Array.isArray(list)
    ? list.filter((item): item is string => typeof item === 'string' && !!item)
    : [];
  const single = decorationString(part.decorations, 'thoughtSignature');
  return single ? [single, ...signatures] : signatures;
}

/** Thought text goes back with its signature; further signatures ride on empty parts, as Gemini returned them. */
function reasoningParts(part: ReasoningContent): GeminiPart[] {
  const [first, ...rest] = reasoningSignatures(part);
  if (!first) return [];
  const head: GeminiPart = part.text
    ? { text: part.text, thought: true, thoughtSignature: first }
    : { text: '', thoughtSignature: first };
  return [head, ...rest.map((signature) => ({ text: '', thoughtSignature: signature }))];
}

/** Thoughts reach Gemini only from its own messages, and only with their signatures. */
export function geminiReasoningReach(issuer: string): ReasoningReach {
  return ownReasoningReach(issuer, (part) => reasoningParts(part).length > 0);
}

function partsOf(message: ContextMessage, issuer: string, idsSent: Set<string>): GeminiPart[] {
  const reach = geminiReasoningReach(issuer);
  const parts: GeminiPart[] = [];
  for (const part of message.parts) {
    switch (part.kind) {
      case 'text':
        if (part.text) parts.push({ text: part.text });
        break;
      case 'header':
        if (headerIsSent(part, message, reach)) parts.push({ text: part.text });
        break;
      case 'blob':
        parts.push(
          isImageBlob(part)
            ? { inlineData: { mimeType: part.mimeType, data: part.data } }
            : { text: blobAsText(part) },
        );
        break;
      case 'reasoning':
        // Thoughts go back only to the model that thought them, with their signatures.
        if (reach(part, message.issuedBy)) parts.push(...reasoningParts(part));
        break;
      case 'tool-call': {
        const own = isOwnPart(part, message, issuer);
        const signature = own ? callSignature(part) : foreignCallSignature;
        // Only Gemini's own ids go back; an id invented elsewhere means nothing to it.
        const sendId = own && part.providerId !== part.callId;
        if (sendId) idsSent.add(part.callId);
        const call = { name: part.name, args: part.args, ...(sendId ? { id: part.providerId } : {}) };
        parts.push({ functionCall: call, ...(signature ? { thoughtSignature: signature } : {}) });
        break;
      }
      case 'tool-result':
        parts.push({
          functionResponse: {
            ...(idsSent.has(part.callId) ? { id: part.providerId } : {}),
            name: part.name,
            response: part.isError ? { error: part.content } : { result: part.content },
          },
        });
        break;
    }
  }
  return parts;
}

/** The contents of a Gemini request: tool results travel in user turns, neighbours of one role are merged. */
export function convertGeminiContents(request: ModelRequest, issuer: string): readonly GeminiContent[] {
  const idsSent = new Set<string>();
  const contents = request.messages
    .map((message): GeminiContent => ({
      role: message.role === 'model' ? 'model' : 'user',
      parts: partsOf(message, issuer, idsSent),
    }))
    .filter((content) => content.parts.length > 0);
  return mergeSameRole(contents, (first, second) => ({
    role: first.role,
    parts: [...first.parts, ...second.parts],
  }));
}

/**
 * Converts a neutral request to a Gemini body. Thought signatures are replayed only to the issuer; calls from
 * another model carry Gemini's documented skip signature; calls carry the approved arguments.
 */
export function convertGemini(request: ModelRequest, issuer: string): GeminiBody {
  const tools = convertGeminiTools(request.tools);
  return {
    ...(request.system ? { systemInstruction: { parts: [{ text: request.system }] } } : {}),
    contents: convertGeminiContents(request, issuer),
    ...(tools.length > 0 ? { tools } : {}),
  };
}
