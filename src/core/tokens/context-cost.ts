import type { Conversation, Message, Role } from '../conversation.ts';
import type { ReasoningReach } from '../model-request.ts';
import { messageDepth } from '../conversation.ts';
import type { BlobPart, Part, PartKind } from '../part.ts';
import { isEffectivelyPruned, remainingDepth } from '../pruning.ts';
import type { PartTokens } from './part-texts.ts';

/** What one part costs in the next request. */
export interface PartCost {
  readonly partId: string;
  readonly messageId: string;
  readonly kind: PartKind;
  readonly effectivelyPruned: boolean;
  /** Tokens of its metadata header (what it costs when pruned). */
  readonly header: number;
  /** Tokens of its full wire form (what it costs when not pruned). */
  readonly body: number;
  /** What it costs now: `header` when effectively pruned, otherwise `body`. */
  readonly tokens: number;
  /** False while its count is not known at all yet (tokens are then 0). */
  readonly counted: boolean;
}

/** A message's parts by what they are in the request; with the pruned headers, they add up to its parts' tokens. */
export interface ContentLines {
  readonly text: number;
  readonly reasoning: number;
  /** Calls' names and arguments. */
  readonly toolCalls: number;
  /** Calls' responses. */
  readonly toolResults: number;
  /** Images a provider counts by its formula. */
  readonly images: number;
}

/** Content lines of nothing. */
export const noContentLines: ContentLines = {
  text: 0,
  reasoning: 0,
  toolCalls: 0,
  toolResults: 0,
  images: 0,
};

/**
 * What a provider's request makes of a message beyond its parts' texts: the framing its messages cost (role
 * markers, names, separators), and images it sends as images, counted by its formula.
 */
export interface MessageShaping {
  readonly framing: number;
  /** Tokens of an image blob the request sends as an image; undefined where it goes as text. */
  readonly image?: (part: BlobPart) => number | undefined;
}

/** What one message costs: the sum of its parts, with its share of the pruning figures. */
export interface MessageCost {
  readonly messageId: string;
  readonly role: Role;
  /** Its parts' tokens (not its framing). */
  readonly tokens: number;
  /** What its messages in the request cost besides their parts. */
  readonly framing: number;
  readonly lines: ContentLines;
  readonly parts: readonly PartCost[];
  readonly prunedHeaders: number;
  readonly pruningSavings: number;
  /** Parts whose count is not known yet. */
  readonly uncounted: number;
}

/**
 * Where the tokens of the next request go: `total = system + framing + tools + activeHistory`, and
 * `activeHistory` is the sum of `lines` and `prunedHeaders`.
 */
export interface CostBreakdown {
  readonly system: number;
  /** What the request's messages cost besides their content, and the provider's fixed overheads. */
  readonly framing: number;
  /** Tool declarations. */
  readonly tools: number;
  /** The parts not pruned, by what they are. */
  readonly lines: ContentLines;
  /** Every message part as the model will see it, headers of pruned parts included. */
  readonly activeHistory: number;
  /** Of `activeHistory`, the metadata headers pruned parts leave. */
  readonly prunedHeaders: number;
  /** Body minus header over effectively pruned parts: what pruning takes off (negative for tiny parts). */
  readonly pruningSavings: number;
  readonly total: number;
}

/** The effective cost of a conversation, per part, per message and as a breakdown. */
export interface ConversationCost {
  readonly messages: readonly MessageCost[];
  readonly perPart: ReadonlyMap<string, PartCost>;
  readonly breakdown: CostBreakdown;
  /** Parts whose count is not known yet; 0 when every figure is final. */
  readonly uncounted: number;
}

/** Token counts that do not come from parts: the system instructions, the tool declarations, fixed framing. */
export interface FixedTokens {
  readonly system: number;
  readonly tools: number;
  /** The request's own framing (the reply's priming, a tool-use system prompt); 0 when omitted. */
  readonly framing?: number;
}

/** Per-part counts from a cache; undefined for a part not counted yet. */
export type PartTokensLookup = (part: Part) => PartTokens | undefined;

/**
 * The cost of one message at `depth`, following docs/architecture.md: a part costs its metadata header when
 * effectively pruned (a pruned tool call drops its response with it), its wire form otherwise. A reasoning part
 * that `reach` says the next request does not carry costs nothing, pruned or not (no reach: every part goes).
 */
export function summarizeMessage(
  message: Message,
  depth: number,
  tokensOf: PartTokensLookup,
  reach?: ReasoningReach,
  shaping?: MessageShaping,
): MessageCost {
  const parts: PartCost[] = [];
  const lines = { ...noContentLines };
  let tokens = 0;
  let prunedHeaders = 0;
  let pruningSavings = 0;
  let uncounted = 0;
  for (const part of message.parts) {
    const counts = tokensOf(part);
    if (!counts) uncounted += 1;
    const header = counts?.header ?? 0;
    const image = part.kind === 'blob' ? shaping?.image?.(part) : undefined;
    const body = image ?? counts?.body ?? 0;
    const effectivelyPruned = isEffectivelyPruned(part, depth);
    const sent = part.kind !== 'reasoning' || !reach || reach(part, message.issuedBy);
    const cost = !sent ? 0 : effectivelyPruned ? header : body;
    if (effectivelyPruned && sent) {
      prunedHeaders += header;
      pruningSavings += body - header;
    } else if (sent) addContent(lines, part.kind, body, image !== undefined, counts?.response ?? 0);
    tokens += cost;
    parts.push({
      partId: part.id,
      messageId: message.id,
      kind: part.kind,
      effectivelyPruned,
      header,
      body,
      tokens: cost,
      counted: counts !== undefined,
    });
  }
  return {
    messageId: message.id,
    role: message.role,
    tokens,
    framing: shaping?.framing ?? 0,
    lines,
    parts,
    prunedHeaders,
    pruningSavings,
    uncounted,
  };
}

function addContent(
  lines: { -readonly [K in keyof ContentLines]: number },
  kind: PartKind,
  body: number,
  image: boolean,
  response: number,
): void {
  if (kind === 'tool-call') {
    lines.toolCalls += body - response;
    lines.toolResults += response;
  } else if (kind === 'reasoning') lines.reasoning += body;
  else if (image) lines.images += body;
  else lines.text += body;
}

/** Depths `from` (inclusive) to `to` (exclusive) over which a message's effective pruning stays the same. */
export interface DepthRange {
  readonly from: number;
  readonly to: number;
}

/**
 * The depths around `depth` at which the message's cost stays what it is at `depth`: an `auto` part flips to
 * pruned at one depth and stays so, so only those flip points bound the range. A cost computed at `depth` can
 * be reused at any depth in the range (the message grows older as messages are appended).
 */
export function stableDepthRange(message: Message, depth: number): DepthRange {
  let from = 0;
  let to = Number.POSITIVE_INFINITY;
  for (const part of message.parts) {
    if (isEffectivelyPruned(part, 0) === isEffectivelyPruned(part, Number.POSITIVE_INFINITY)) continue;
    const flip = depth + remainingDepth(part, depth);
    if (flip > depth) to = Math.min(to, flip);
    else from = Math.max(from, flip);
  }
  return { from, to };
}

/** Adds up message costs and the fixed figures into the conversation's cost. */
export function combineMessageCosts(messages: readonly MessageCost[], fixed: FixedTokens): ConversationCost {
  const perPart = new Map<string, PartCost>();
  const lines = { ...noContentLines };
  let activeHistory = 0;
  let framing = fixed.framing ?? 0;
  let prunedHeaders = 0;
  let pruningSavings = 0;
  let uncounted = 0;
  for (const message of messages) {
    activeHistory += message.tokens;
    framing += message.framing;
    lines.text += message.lines.text;
    lines.reasoning += message.lines.reasoning;
    lines.toolCalls += message.lines.toolCalls;
    lines.toolResults += message.lines.toolResults;
    lines.images += message.lines.images;
    prunedHeaders += message.prunedHeaders;
    pruningSavings += message.pruningSavings;
    uncounted += message.uncounted;
    for (const part of message.parts) perPart.set(part.partId, part);
  }
  const total = fixed.system + framing + fixed.tools + activeHistory;
  return {
    messages,
    perPart,
    breakdown: {
      system: fixed.system,
      framing,
      tools: fixed.tools,
      lines,
      activeHistory,
      prunedHeaders,
      pruningSavings,
      total,
    },
    uncounted,
  };
}

/**
 * Adds up the effective cost of `conversation` from per-part counts (see {@link summarizeMessage}). Linear in
 * the number of parts; callers that recount often can cache {@link summarizeMessage} results per message over
 * its {@link stableDepthRange} and call {@link combineMessageCosts} themselves.
 */
export function summarizeConversationCost(
  conversation: Conversation,
  tokensOf: PartTokensLookup,
  fixed: FixedTokens,
  reach?: ReasoningReach,
): ConversationCost {
  const messages = conversation.messages.map((message, index) =>
    summarizeMessage(message, messageDepth(conversation, index), tokensOf, reach),
  );
  return combineMessageCosts(messages, fixed);
}
