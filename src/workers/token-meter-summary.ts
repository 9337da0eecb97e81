import type { Conversation, Message } from '../core/conversation.ts';
import type { ReasoningReach, ToolDeclaration } from '../core/model-request.ts';
import type { ConversationCost, DepthRange, MessageCost } from '../core/tokens/context-cost.ts';
import { combineMessageCosts, stableDepthRange, summarizeMessage } from '../core/tokens/context-cost.ts';
import { messageContext } from '../core/effective-context.ts';
import type { EncodingName } from '../core/tokens/encoding-name.ts';
import type { MeterShape } from '../providers/request-tokens/meter-shapes.ts';
import { meterShapes } from '../providers/request-tokens/meter-shapes.ts';
import type { CountTarget, MeterCounts } from './token-meter-counts.ts';

/** What the meter adds up. */
export interface MeterInput {
  readonly conversation: Conversation;
  readonly encoding: EncodingName;
  readonly tools: readonly ToolDeclaration[];
  readonly system: string;
  /** Which reasoning parts the next request carries; every part when absent (the demo reads them all). */
  readonly reach?: ReasoningReach;
  /** How the provider's request frames what is counted; `plain` (no framing) when absent. */
  readonly shape?: MeterShape;
  /** The model id the request goes to (its image formula and tool-use prompt depend on it). */
  readonly model?: string;
}

/** A summary and how much of it still waits for counts. */
export interface MeterSummary {
  readonly cost: ConversationCost;
  /** Items (parts, tools, system) not counted yet in the encoding. */
  readonly pending: number;
  readonly pendingParts: ReadonlySet<string>;
  /** Short texts the framing needs (tools' names) that are not counted yet. */
  readonly wantedTexts: ReadonlySet<string>;
}

interface CachedMessage {
  readonly encoding: EncodingName;
  readonly reach: ReasoningReach | undefined;
  readonly shape: MeterShape;
  readonly model: string;
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
  private readonly toolTexts = new WeakMap<readonly ToolDeclaration[], Map<MeterShape, readonly string[]>>();

  constructor(private readonly counts: MeterCounts) {}

  /** The texts a shape renders the tool declarations into, once per tool list and shape. */
  renderedTools(tools: readonly ToolDeclaration[], shape: MeterShape): readonly string[] {
    let byShape = this.toolTexts.get(tools);
    if (!byShape) {
      byShape = new Map();
      this.toolTexts.set(tools, byShape);
    }
    let texts = byShape.get(shape);
    if (!texts) {
      texts = shape.toolTexts(tools);
      byShape.set(shape, texts);
    }
    return texts;
  }

  /** What the system and tools lines count, as targets: the plain shape counts each declaration object. */
  fixedTargets(input: MeterInput): readonly CountTarget[] {
    const shape = input.shape ?? meterShapes.plain;
    const system: CountTarget = { kind: 'text', text: shape.systemText(input.system, input.tools) };
    if (shape.name === 'plain')
      return [system, ...input.tools.map((tool) => ({ kind: 'tool' as const, tool }))];
    return [
      system,
      ...this.renderedTools(input.tools, shape).map((text) => ({ kind: 'text' as const, text })),
    ];
  }

  /** Whether every part of `message` is counted in `encoding` (so nothing of it needs sending). */
  isSettled(message: Message, encoding: EncodingName): boolean {
    return this.messages.get(message)?.encoding === encoding;
  }

  /** The current cost, with stand-in figures for what is still being counted. */
  summarize(input: MeterInput): MeterSummary {
    const { conversation, encoding } = input;
    const shape = input.shape ?? meterShapes.plain;
    const model = input.model ?? '';
    const counts = this.counts;
    let pending = 0;
    const pendingParts = new Set<string>();
    const wantedTexts = new Set<string>();
    const fixed = (target: CountTarget): number => {
      const own = counts.get(target, encoding);
      if (own) return own.body;
      pending += 1;
      return counts.stale(target, encoding)?.body ?? 0;
    };
    const [systemTarget, ...toolTargets] = this.fixedTargets(input);
    const system = fixed(systemTarget!);
    const overheads = shape.fixed({ model, system: input.system, tools: input.tools });
    let tools = overheads.tools;
    for (const target of toolTargets) tools += fixed(target);
    const nameTokens = (name: string) => {
      const own = counts.get({ kind: 'text', text: name }, encoding);
      if (!own) wantedTexts.add(name);
      return own?.body;
    };
    const costs: MessageCost[] = [];
    const last = conversation.messages.length - 1;
    conversation.messages.forEach((message, index) => {
      const depth = last - index;
      const cached = this.messages.get(message);
      if (
        cached &&
        cached.encoding === encoding &&
        cached.reach === input.reach &&
        cached.shape === shape &&
        cached.model === model &&
        depth >= cached.range.from &&
        depth < cached.range.to
      ) {
        costs.push(cached.cost);
        return;
      }
      let missing = 0;
      let framing = 0;
      if (shape.name !== 'plain') {
        const shaped = shape.framing(messageContext(message, depth), nameTokens);
        if (shaped === undefined) missing += 1;
        else framing = shaped;
      }
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
        { framing, image: (part) => shape.image(part, message.role, model) },
      );
      pending += missing;
      if (missing === 0)
        this.messages.set(message, {
          encoding,
          reach: input.reach,
          shape,
          model,
          range: stableDepthRange(message, depth),
          cost,
        });
      costs.push(cost);
    });
    return {
      cost: combineMessageCosts(costs, { system, tools, framing: overheads.framing }),
      pending,
      pendingParts,
      wantedTexts,
    };
  }
}
