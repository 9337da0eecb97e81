import { normalizeModelId } from '../model-catalog.ts';
import type { AnthropicToolChoice } from './anthropic-tool-prompt.ts';
import { anthropicToolPromptTokens } from './anthropic-tool-prompt.ts';
import { anthropicImageTokens, base64ImageDimensions, unknownImageSize } from './image-tokens.ts';
import type { CountText, RequestCount } from './request-count.ts';
import { LineTally } from './request-count.ts';

/** A content block of a Messages request, as far as counting goes. */
type BlockLike = { readonly type: string; readonly [key: string]: unknown };

/** A Messages request body, as far as counting goes. */
export interface AnthropicBodyLike {
  readonly model: string;
  readonly system?: string;
  readonly messages: readonly { readonly role: string; readonly content: string | readonly BlockLike[] }[];
  readonly tools?: readonly unknown[];
  readonly tool_choice?: { readonly type: AnthropicToolChoice };
}

/** Turn markers around each message (`\n\nHuman:` / `\n\nAssistant:`), and the one that opens the reply. */
export const anthropicTokensPerMessage = 3;
export const anthropicReplyPriming = 3;

/**
 * An estimate of a Messages request's prompt tokens, from its body: Anthropic's tokenizer is not public, so
 * texts are counted in the proxy encoding `count` uses. On top: the tool-use system prompt Anthropic adds when
 * tools are declared (per model and tool choice, as its documentation tables it), the tools as the JSON they
 * are sent in, each message's turn markers, and images by Anthropic's width × height / 750.
 */
export function countAnthropicBody(body: AnthropicBodyLike, count: CountText): RequestCount {
  const tally = new LineTally();
  if (body.system) tally.add('system', count(body.system));
  const tools = body.tools ?? [];
  if (tools.length > 0) {
    const prompt = anthropicToolPromptTokens(normalizeModelId(body.model), body.tool_choice?.type);
    if (!prompt.known)
      tally.approximate(
        `${body.model} is not in Anthropic's tool-use table: the newest models' figure is used`,
      );
    tally.add('framing', prompt.tokens);
    for (const tool of tools) tally.add('tools', count(JSON.stringify(tool)));
  }
  for (const message of body.messages) {
    tally.add('framing', anthropicTokensPerMessage);
    if (typeof message.content === 'string') {
      tally.add('text', count(message.content));
      continue;
    }
    for (const block of message.content) countBlock(block, count, tally);
  }
  tally.add('framing', anthropicReplyPriming);
  return tally.result();
}

function countBlock(block: BlockLike, count: CountText, tally: LineTally): void {
  const text = (key: string) => (typeof block[key] === 'string' ? (block[key] as string) : '');
  switch (block.type) {
    case 'text':
      tally.add('text', count(text('text')));
      break;
    case 'thinking':
      tally.add('reasoning', count(text('thinking')));
      break;
    case 'redacted_thinking':
      tally.approximate('redacted thinking is encrypted: its tokens are not known');
      break;
    case 'tool_use':
      tally.add('toolCalls', count(text('name')) + count(JSON.stringify(block.input ?? {})));
      break;
    case 'tool_result':
      tally.add(
        'toolResults',
        count(typeof block.content === 'string' ? block.content : JSON.stringify(block.content ?? '')),
      );
      break;
    case 'image': {
      const source = block.source as { readonly data?: unknown } | undefined;
      const size = typeof source?.data === 'string' ? base64ImageDimensions(source.data) : undefined;
      if (!size) tally.approximate('an image of unknown size is counted as 1024×1024');
      tally.add('images', anthropicImageTokens(size ?? unknownImageSize));
      break;
    }
    default:
      tally.add('text', count(JSON.stringify(block)));
      tally.approximate(`a ${block.type} block is counted as its JSON`);
  }
}
