import type { Conversation, Message, Role } from '../conversation.ts';
import type { ReasoningReach } from '../model-request.ts';
import { messageDepth } from '../conversation.ts';
import type { Part, PartKind } from '../part.ts';
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

/** What one message costs: the sum of its parts, with its share of the pruning figures. */
export interface MessageCost {
  readonly messageId: string;
  readonly role: Role;
  readonly tokens: number;
  readonly parts: readonly PartCost[];
  readonly prunedHeaders: number;
  readonly pruningSavings: number;
  /** Parts whose count is not known yet. */
  readonly uncounted: number;
}

/** Where the tokens of the next request go; `total = system + tools + activeHistory`. */
export interface CostBreakdown {
  readonly system: number;
  /** Tool declarations. */
  readonly tools: number;
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

/** Token counts that do not come from parts: the system instructions and the tool declarations. */
export interface FixedTokens {
  readonly system: number;
  readonly tools: number;
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
): MessageCost {
  const parts: PartCost[] = [];
  let tokens = 0;
  let prunedHeaders = 0;
  let pruningSavings = 0;
  let uncounted = 0;
  for (const part of message.parts) {
    const counts = tokensOf(part);
    if (!counts) uncounted += 1;
    const header = counts?.header ?? 0;
    const body = counts?.body ?? 0;
    const effectivelyPruned = isEffectivelyPruned(part, depth);
    const sent = part.kind !== 'reasoning' || !reach || reach(part, message.issuedBy);
    const cost = !sent ? 0 : effectivelyPruned ? header : body;
    if (effectivelyPruned && sent) {
      prunedHeaders += header;
      pruningSavings += body - header;
    }
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
    parts,
    prunedHeaders,
    pruningSavings,
    uncounted,
  };
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
  let activeHistory = 0;
  let prunedHeaders = 0;
  let pruningSavings = 0;
  let uncounted = 0;
  for (const message of messages) {
    activeHistory += message.tokens;
    prunedHeaders += message.prunedHeaders;
    pruningSavings += message.pruningSavings;
    uncounted += message.uncounted;
    for (const part of message.parts) perPart.set(part.partId, part);
  }
  const total = fixed.system + fixed.tools + activeHistory;
  return {
    messages,
    perPart,
    breakdown: {
      system: fixed.system,
      tools: fixed.tools,
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
