import type { Conversation } from '../conversation.ts';
import { messageDepth } from '../conversation.ts';
import type { Part, PartKind } from '../part.ts';
import type { Role } from '../conversation.ts';
import { isEffectivelyPruned } from '../pruning.ts';
import type { PartTokens } from './part-texts.ts';

/** What one part costs in the next request. */
export interface PartCost {
  readonly partId: string;
  readonly messageId: string;
  readonly kind: PartKind;
  readonly depth: number;
  readonly effectivelyPruned: boolean;
  /** Tokens of its metadata header (what it costs when pruned). */
  readonly header: number;
  /** Tokens of its full wire form (what it costs when not pruned). */
  readonly body: number;
  /** What it costs now: `header` when effectively pruned, otherwise `body`. */
  readonly tokens: number;
  /** False while its count is not known yet (tokens are then 0). */
  readonly counted: boolean;
}

/** What one message costs: the sum of its parts. */
export interface MessageCost {
  readonly messageId: string;
  readonly role: Role;
  readonly tokens: number;
  readonly parts: readonly PartCost[];
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

/**
 * Adds up the effective cost of `conversation` from per-part counts, following ARCHITECTURE.md: a part costs
 * its metadata header when effectively pruned (a pruned tool call drops its response with it), its wire form
 * otherwise. `tokensOf` answers from a cache and may return undefined for a part not counted yet. Linear in the
 * number of parts and allocation-light, so it can run on the main thread after every change.
 */
export function summarizeConversationCost(
  conversation: Conversation,
  tokensOf: (part: Part) => PartTokens | undefined,
  fixed: FixedTokens,
): ConversationCost {
  const perPart = new Map<string, PartCost>();
  const messages: MessageCost[] = [];
  let activeHistory = 0;
  let prunedHeaders = 0;
  let pruningSavings = 0;
  let uncounted = 0;
  conversation.messages.forEach((message, index) => {
    const depth = messageDepth(conversation, index);
    const parts: PartCost[] = [];
    let messageTokens = 0;
    for (const part of message.parts) {
      const counts = tokensOf(part);
      if (!counts) uncounted += 1;
      const header = counts?.header ?? 0;
      const body = counts?.body ?? 0;
      const effectivelyPruned = isEffectivelyPruned(part, depth);
      const tokens = effectivelyPruned ? header : body;
      if (effectivelyPruned) {
        prunedHeaders += header;
        pruningSavings += body - header;
      }
      messageTokens += tokens;
      const cost: PartCost = {
        partId: part.id,
        messageId: message.id,
        kind: part.kind,
        depth,
        effectivelyPruned,
        header,
        body,
        tokens,
        counted: counts !== undefined,
      };
      parts.push(cost);
      perPart.set(part.id, cost);
    }
    activeHistory += messageTokens;
    messages.push({ messageId: message.id, role: message.role, tokens: messageTokens, parts });
  });
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
