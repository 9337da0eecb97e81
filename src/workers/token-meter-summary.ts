import type { Conversation, Message } from '../core/conversation.ts';
import type { ReasoningReach, ToolDeclaration } from '../core/model-request.ts';
import type { ConversationCost, DepthRange, MessageCost } from '../core/tokens/context-cost.ts';
import { combineMessageCosts, stableDepthRange, summarizeMessage } from '../core/tokens/context-cost.ts';
import type { EncodingName } from '../core/tokens/encoding-name.ts';
import type { CountTarget, MeterCounts } from './token-meter-counts.ts';

/** What the meter adds up. */
export interface MeterInput {
  readonly conversation: Conversation;
  readonly encoding: EncodingName;
  readonly tools: readonly ToolDeclaration[];
  readonly system: string;
  /** Which reasoning parts the next request carries; every part when absent (the demo reads them all). */
  readonly reach?: ReasoningReach;
}

/** A summary and how much of it still waits for counts. */
export interface MeterSummary {
  readonly cost: ConversationCost;
  /** Items (parts, tools, system) not counted yet in the encoding. */
  readonly pending: number;
  readonly pendingParts: ReadonlySet<string>;
}

interface CachedMessage {
  readonly encoding: EncodingName;
  readonly reach: ReasoningReach | undefined;
  readonly range: DepthRange;
  readonly cost: MessageCost;
}

/**
 * Adds up the meter's counts on the main thread in time proportional to what changed: a message whose parts
 * are all counted keeps its cost (per message object and encoding) for as long as its age does not expire a
 * part, so after an edit only the edited message is summed again, and appending a message recomputes only the
 * messages whose parts it pushes past their max depth.
 */
export class MeterSummarizer {
  private readonly messages = new WeakMap<Message, CachedMessage>();

  constructor(private readonly counts: MeterCounts) {}

  /** Whether every part of `message` is counted in `encoding` (so nothing of it needs sending). */
  isSettled(message: Message, encoding: EncodingName): boolean {
    return this.messages.get(message)?.encoding === encoding;
  }

  /** The current cost, with stand-in figures for what is still being counted. */
  summarize(input: MeterInput): MeterSummary {
    const { conversation, encoding } = input;
    const counts = this.counts;
    let pending = 0;
    const pendingParts = new Set<string>();
    const fixed = (target: CountTarget): number => {
      const own = counts.get(target, encoding);
      if (own) return own.body;
      pending += 1;
      return counts.stale(target, encoding)?.body ?? 0;
    };
    const system = fixed({ kind: 'text', text: input.system });
    let tools = 0;
    for (const tool of input.tools) tools += fixed({ kind: 'tool', tool });
    const costs: MessageCost[] = [];
    const last = conversation.messages.length - 1;
    conversation.messages.forEach((message, index) => {
      const depth = last - index;
      const cached = this.messages.get(message);
      if (
        cached &&
        cached.encoding === encoding &&
        cached.reach === input.reach &&
        depth >= cached.range.from &&
        depth < cached.range.to
      ) {
        costs.push(cached.cost);
        return;
      }
      let missing = 0;
      const cost = summarizeMessage(
        message,
        depth,
        (part) => {
          const own = counts.part(part, encoding);
          if (own) return own;
          missing += 1;
          pendingParts.add(part.id);
          return counts.stalePart(part, encoding);
        },
        input.reach,
      );
      pending += missing;
      if (missing === 0)
        this.messages.set(message, {
          encoding,
          reach: input.reach,
          range: stableDepthRange(message, depth),
          cost,
        });
      costs.push(cost);
    });
    return { cost: combineMessageCosts(costs, { system, tools }), pending, pendingParts };
  }
}
