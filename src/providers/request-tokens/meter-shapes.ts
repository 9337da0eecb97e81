import type { ContextMessage, ContextPart, ToolDeclaration } from '../../core/model-request.ts';
import type { Role } from '../../core/conversation.ts';
import type { BlobPart } from '../../core/part.ts';
import { toolDeclarationText } from '../../core/tokens/part-texts.ts';
import { convertAnthropicTools } from '../anthropic-messages/convert-anthropic-messages.ts';
import { isImageBlob } from '../context-parts.ts';
import { convertGeminiTools } from '../gemini/convert-gemini.ts';
import type { ModelInfo } from '../model-catalog.ts';
import { normalizeModelId } from '../model-catalog.ts';
import { convertOpenAiChatTools } from '../openai-chat/convert-openai-chat.ts';
import type { ProviderKind } from '../provider-settings.ts';
import { anthropicToolPromptTokens } from './anthropic-tool-prompt.ts';
import { anthropicReplyPriming, anthropicTokensPerMessage } from './count-anthropic.ts';
import { geminiReplyPriming, geminiSystemRoleTokens, geminiTokensPerTurn } from './count-gemini.ts';
import {
  openAiFunctionsOverhead,
  openAiFunctionsSystemCredit,
  openAiReplyPriming,
  openAiTokensPerMessage,
} from './count-openai-chat.ts';
import type { ImageDimensions } from './image-tokens.ts';
import {
  anthropicImageTokens,
  base64ImageDimensions,
  geminiImageTokens,
  openAiImageTokens,
  unknownImageSize,
} from './image-tokens.ts';
import { renderOpenAiFunctions } from './openai-function-definitions.ts';

/** The tokens of a short text (a tool's name), or undefined while it is being counted. */
export type NameTokens = (name: string) => number | undefined;

/**
 * How a provider's request shapes what the live meter counts, so that its total is the count of the body the
 * request builder would produce (see `countRequestBody`) without building it: parts are counted one by one in
 * the worker and framing is added per message from its structure.
 */
export interface MeterShape {
  /** `plain` counts parts and declarations as they are, with no framing (the embedded demo model). */
  readonly name: ProviderKind | 'plain';
  /** The text the system line counts. */
  systemText(system: string, tools: readonly ToolDeclaration[]): string;
  /** The texts the tools line counts: the declarations as the provider renders them for its model. */
  toolTexts(tools: readonly ToolDeclaration[]): readonly string[];
  /** What the request costs beside its messages: framing (priming, tool prompts) and tool overheads. */
  fixed(input: {
    readonly model: string;
    readonly system: string;
    readonly tools: readonly ToolDeclaration[];
  }): { readonly framing: number; readonly tools: number };
  /** The framing of one conversation message's context; undefined while a name it needs is being counted. */
  framing(context: readonly ContextMessage[], nameTokens: NameTokens): number | undefined;
  /** An image blob's tokens where the provider sends it as an image; undefined where it goes as text. */
  image(part: BlobPart, role: Role, model: string): number | undefined;
}

const imageSizes = new WeakMap<BlobPart, ImageDimensions>();

/** An image blob's size, read once per part object; an unreadable one is taken as 1024×1024. */
function sizeOf(part: BlobPart): ImageDimensions {
  let size = imageSizes.get(part);
  if (!size) {
    size = base64ImageDimensions(part.data) ?? unknownImageSize;
    imageSizes.set(part, size);
  }
  return size;
}

const isTextLike = (part: ContextPart, imagesAsText: boolean) =>
  (part.kind === 'text' && part.text !== '') ||
  (part.kind === 'header' && !part.reasoning) ||
  (part.kind === 'blob' && (imagesAsText || !isImageBlob(part)));

/** The `\n\n` separators `textOfParts` puts between a message's text pieces: one token each. */
const joins = (parts: readonly ContextPart[], imagesAsText: boolean) =>
  Math.max(0, parts.filter((part) => isTextLike(part, imagesAsText)).length - 1);

/** The framing of a tool message's results: each one a message of its own, named by its tool (OpenAI). */
function toolResultFraming(message: ContextMessage, nameTokens: NameTokens): number | undefined {
  let framing = 0;
  for (const part of message.parts) {
    if (part.kind !== 'tool-result') continue;
    const name = nameTokens(part.name);
    if (name === undefined) return undefined;
    framing += openAiTokensPerMessage + 1 - 2 + name + 1;
  }
  return framing;
}

/** Chat Completions framing (see `countOpenAiChatBody`); every role word is one token in both encodings. */
function openAiChatFraming(context: readonly ContextMessage[], nameTokens: NameTokens): number | undefined {
  let framing = 0;
  for (const message of context) {
    if (message.role === 'tool') {
      const results = toolResultFraming(message, nameTokens);
      if (results === undefined) return undefined;
      framing += results;
      if (message.parts.some((part) => isTextLike(part, true)))
        framing += openAiTokensPerMessage + 1 + joins(message.parts, true);
      continue;
    }
    const imagesAsText = message.role === 'model';
    const calls = message.parts.filter((part) => part.kind === 'tool-call').length;
    const texts = message.parts.filter((part) => isTextLike(part, imagesAsText)).length;
    const images = imagesAsText ? 0 : message.parts.filter(isImageBlob).length;
    if (texts + calls + images === 0) continue;
    framing += openAiTokensPerMessage + 1 + joins(message.parts, imagesAsText) + 3 * calls;
  }
  return framing;
}

/** Responses framing: each function call and output is an item of its own, framed like a chat message. */
function openAiResponsesFraming(
  context: readonly ContextMessage[],
  nameTokens: NameTokens,
): number | undefined {
  let framing = 0;
  for (const message of context) {
    if (message.role === 'tool') {
      const results = toolResultFraming(message, nameTokens);
      if (results === undefined) return undefined;
      framing += results;
      continue;
    }
    const imagesAsText = message.role === 'model';
    const calls = message.parts.filter((part) => part.kind === 'tool-call').length;
    const texts = message.parts.filter((part) => isTextLike(part, imagesAsText)).length;
    const images = imagesAsText ? 0 : message.parts.filter(isImageBlob).length;
    framing += calls * (openAiTokensPerMessage + 1 + 3);
    if (texts + images > 0) framing += openAiTokensPerMessage + 1 + joins(message.parts, imagesAsText);
  }
  return framing;
}

const perMessage = (tokens: number) => (context: readonly ContextMessage[]) =>
  context.filter((message) => message.parts.length > 0).length * tokens;

const openAiSystem = (system: string, tools: readonly ToolDeclaration[]) =>
  system && tools.length > 0 ? `${system}\n` : system;

function openAiFixed(input: { readonly system: string; readonly tools: readonly ToolDeclaration[] }) {
  const framing = openAiReplyPriming + (input.system ? openAiTokensPerMessage + 1 : 0);
  if (input.tools.length === 0) return { framing, tools: 0 };
  return {
    framing,
    tools: openAiFunctionsOverhead - (input.system ? openAiFunctionsSystemCredit : 0),
  };
}

const openAiTools = (tools: readonly ToolDeclaration[]) =>
  tools.length === 0
    ? []
    : [renderOpenAiFunctions(convertOpenAiChatTools(tools).map((tool) => tool.function))];

const userImage = (count: (part: BlobPart) => number) => (part: BlobPart, role: Role) =>
  role === 'user' && isImageBlob(part) ? count(part) : undefined;

const openAiImage = (part: BlobPart, role: Role, model: string) =>
  role === 'user' && isImageBlob(part) ? openAiImageTokens(sizeOf(part), model) : undefined;

/** The shape of each provider's request. */
export const meterShapes: Readonly<Record<MeterShape['name'], MeterShape>> = {
  plain: {
    name: 'plain',
    systemText: (system) => system,
    toolTexts: (tools) => tools.map(toolDeclarationText),
    fixed: () => ({ framing: 0, tools: 0 }),
    framing: () => 0,
    image: () => undefined,
  },
  'openai-chat': {
    name: 'openai-chat',
    systemText: openAiSystem,
    toolTexts: openAiTools,
    fixed: openAiFixed,
    framing: openAiChatFraming,
    image: openAiImage,
  },
  'openai-responses': {
    name: 'openai-responses',
    systemText: openAiSystem,
    toolTexts: openAiTools,
    fixed: openAiFixed,
    framing: openAiResponsesFraming,
    image: openAiImage,
  },
  ollama: {
    name: 'ollama',
    systemText: openAiSystem,
    toolTexts: openAiTools,
    fixed: openAiFixed,
    framing: openAiChatFraming,
    image: openAiImage,
  },
  'anthropic-messages': {
    name: 'anthropic-messages',
    systemText: (system) => system,
    toolTexts: (tools) => convertAnthropicTools(tools).map((tool) => JSON.stringify(tool)),
    fixed: ({ model, tools }) => ({
      framing:
        anthropicReplyPriming +
        (tools.length > 0 ? anthropicToolPromptTokens(normalizeModelId(model)).tokens : 0),
      tools: 0,
    }),
    framing: perMessage(anthropicTokensPerMessage),
    image: userImage((part) => anthropicImageTokens(sizeOf(part))),
  },
  gemini: {
    name: 'gemini',
    systemText: (system) => system,
    toolTexts: (tools) =>
      convertGeminiTools(tools).flatMap((tool) =>
        (tool as { readonly functionDeclarations: readonly unknown[] }).functionDeclarations.map(
          (declaration) => JSON.stringify(declaration),
        ),
      ),
    fixed: ({ system }) => ({
      framing: geminiReplyPriming + (system ? geminiSystemRoleTokens : 0),
      tools: 0,
    }),
    framing: (context, nameTokens) => {
      // A function response names its function.
      let names = 0;
      for (const message of context)
        for (const part of message.parts) {
          if (part.kind !== 'tool-result') continue;
          const name = nameTokens(part.name);
          if (name === undefined) return undefined;
          names += name;
        }
      return perMessage(geminiTokensPerTurn)(context) + names;
    },
    image: (part) => (isImageBlob(part) ? geminiImageTokens(sizeOf(part)) : undefined),
  },
};

/** Whether the meter's figure is exact or an estimate, and for an estimate how far off it was measured to be. */
export interface CountLabel {
  readonly estimate: boolean;
  readonly band?: string;
}

/**
 * The label a count earns: exact only for a family the catalog marks exact (a test proves it equal to a
 * reference) and sent as the request that test counts, a Chat Completions request; otherwise `≈` with the
 * family's band, or with why the request's form was not measured.
 */
export function countLabel(model: ModelInfo, shape: MeterShape): CountLabel {
  if (model.exact && shape.name === 'openai-chat') return { estimate: false };
  if (model.exact)
    return {
      estimate: true,
      band: `not measured: this family is exact in Chat Completions requests; ${shape.name === 'plain' ? 'this request has no provider framing' : `${shape.name} requests are counted in their image`}`,
    };
  return { estimate: true, ...(model.band ? { band: model.band } : {}) };
}
