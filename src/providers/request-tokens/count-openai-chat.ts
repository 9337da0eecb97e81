import type { CountText, RequestCount } from './request-count.ts';
import { LineTally } from './request-count.ts';
import type { ImageDetail } from './image-tokens.ts';
import { base64ImageDimensions, openAiImageTokens, unknownImageSize } from './image-tokens.ts';
import type { OpenAiFunction } from './openai-function-definitions.ts';
import { renderOpenAiFunctions } from './openai-function-definitions.ts';

/** A content part of a Chat Completions message, as far as counting goes. */
export type ChatContentPartLike =
  | { readonly type: 'text'; readonly text: string }
  | {
      readonly type: 'image_url';
      readonly image_url: { readonly url: string; readonly detail?: ImageDetail };
    };

/** A Chat Completions message, in any of the forms the API takes (tools or the older functions). */
export interface ChatMessageLike {
  readonly role: string;
  readonly content?: string | null | readonly ChatContentPartLike[];
  readonly name?: string;
  readonly tool_calls?: readonly {
    readonly function: { readonly name: string; readonly arguments: string };
  }[];
  readonly tool_call_id?: string;
  readonly function_call?: { readonly name: string; readonly arguments: string };
}

/** A Chat Completions request body, as far as counting goes. */
export interface ChatBodyLike {
  readonly model: string;
  readonly messages: readonly ChatMessageLike[];
  readonly tools?: readonly { readonly type?: string; readonly function: OpenAiFunction }[];
  readonly functions?: readonly OpenAiFunction[];
  readonly tool_choice?: unknown;
  readonly function_call?: unknown;
}

/** Tokens every message costs besides its fields (OpenAI's cookbook: `tokens_per_message`). */
export const openAiTokensPerMessage = 3;
/** Tokens that prime the reply (`<|start|>assistant<|message|>`). */
export const openAiReplyPriming = 3;
/** Tokens a request with functions adds beside their rendering, and what a system message takes back. */
export const openAiFunctionsOverhead = 9;
export const openAiFunctionsSystemCredit = 4;

/** A data URL's base64 payload, or undefined for a remote URL. */
const dataUrlPayload = (url: string) =>
  /^data:[^;,]+;base64,/.exec(url) ? url.slice(url.indexOf(',') + 1) : undefined;

/** What a forced tool choice costs: `none` one token, a named function four plus its name. */
function toolChoiceTokens(choice: unknown, count: CountText, tally: LineTally): number {
  if (choice === undefined || choice === 'auto') return 0;
  if (choice === 'none') return 1;
  const named = choice as { readonly name?: unknown; readonly function?: { readonly name?: unknown } };
  const name = typeof named?.name === 'string' ? named.name : named?.function?.name;
  if (typeof name === 'string') return count(name) + 4;
  tally.approximate(`tool_choice ${JSON.stringify(choice)} is not modelled`);
  return 0;
}

/**
 * The prompt tokens of a Chat Completions request, counted from its body as OpenAI's models see it: each
 * message costs 3 tokens plus its role and content (a name one more than its own tokens), a tool result is a
 * `function` message named after its call (two fewer), a call costs its name, arguments and 3, and 3 more
 * prime the reply. Functions are rendered as TypeScript declarations (see `renderOpenAiFunctions`), plus 9,
 * less 4 when a system message is there, whose content then ends with a newline. This is the model
 * `openai-chat-tokens` implements and checks against the API; the test holds the two equal.
 */
export function countOpenAiChatBody(body: ChatBodyLike, count: CountText): RequestCount {
  const tally = new LineTally();
  const functions = body.functions ?? body.tools?.map((tool) => tool.function) ?? [];
  const withFunctions = functions.length > 0;
  const callNames = new Map<string, string>();
  let paddedSystem = false;
  for (const message of body.messages) {
    const isTool = message.role === 'tool';
    const role = isTool ? 'function' : message.role;
    tally.add('framing', openAiTokensPerMessage + count(role));
    const name = isTool ? (callNames.get(message.tool_call_id ?? '') ?? message.name) : message.name;
    if (name) tally.add('framing', count(name) + 1);
    if (role === 'function') tally.add('framing', -2);
    const contentLine =
      role === 'system' || role === 'developer' ? 'system' : role === 'function' ? 'toolResults' : 'text';
    let content = message.content;
    if (role === 'system' && withFunctions && !paddedSystem && typeof content === 'string') {
      content = `${content}\n`;
      paddedSystem = true;
    }
    if (typeof content === 'string') tally.add(contentLine, count(content));
    else if (Array.isArray(content)) {
      for (const part of content as readonly ChatContentPartLike[]) {
        if (part.type === 'text') tally.add(contentLine, count(part.text));
        else tally.add('images', imageTokens(part.image_url, body.model, tally));
      }
    }
    const calls = message.tool_calls ?? (message.function_call ? [{ function: message.function_call }] : []);
    if (calls.length > 1) tally.approximate('parallel tool calls are counted as separate calls');
    calls.forEach((call, index) => {
      tally.add('toolCalls', count(call.function.name) + count(call.function.arguments));
      tally.add('framing', 3);
      const id = (message.tool_calls?.[index] as { readonly id?: string } | undefined)?.id;
      if (id) callNames.set(id, call.function.name);
    });
  }
  tally.add('framing', openAiReplyPriming);
  if (withFunctions) {
    tally.add('tools', count(renderOpenAiFunctions(functions)) + openAiFunctionsOverhead);
    if (body.messages.some((message) => message.role === 'system'))
      tally.add('tools', -openAiFunctionsSystemCredit);
  }
  tally.add('framing', toolChoiceTokens(body.tool_choice ?? body.function_call, count, tally));
  return tally.result();
}

function imageTokens(
  image: { readonly url: string; readonly detail?: ImageDetail },
  model: string,
  tally: LineTally,
): number {
  const payload = dataUrlPayload(image.url);
  const size = payload === undefined ? undefined : base64ImageDimensions(payload);
  if (!size) tally.approximate('an image of unknown size is counted as 1024×1024');
  return openAiImageTokens(size ?? unknownImageSize, model, image.detail);
}
