import type { Conversation } from '../conversation.ts';
import type { ToolDeclaration } from '../model-request.ts';
import type { Part } from '../part.ts';
import type { ConversationCost } from './context-cost.ts';
import { summarizeConversationCost } from './context-cost.ts';
import type { EncodingName } from './encoding-name.ts';
import type { PartTokens } from './part-texts.ts';
import { countPartTokens, differsOnlyInPruning, toolDeclarationText } from './part-texts.ts';
import type { TokenCounter } from './token-counter.ts';

/** Part ids remembered for the prune/pin shortcut before starting over (bounds memory across sessions). */
const latestLimit = 100_000;

/** What the next request carries besides the conversation's messages. */
export interface CostInput {
  readonly conversation: Conversation;
  readonly encoding: EncodingName;
  readonly tools?: readonly ToolDeclaration[];
  /** The system instructions; the conversation's own when omitted. */
  readonly system?: string;
}

/**
 * Synchronous effective-cost calculator over a {@link TokenCounter} whose encoding is loaded. Counts are
 * remembered per part object (parts are immutable: an edit, a prune or a pin makes a new object) and, below
 * that, per text content, so a recount after one change tokenizes only the changed text and then adds up.
 */
export class ContextCostCalculator {
  private readonly parts = new WeakMap<Part, Map<EncodingName, PartTokens>>();
  /** The last version seen of each part id, so a prune or a pin can take over its counts. */
  private readonly latest = new Map<string, Part>();
  private readonly tools = new WeakMap<ToolDeclaration, Map<EncodingName, number>>();

  constructor(readonly counter: TokenCounter) {}

  /** Header and body tokens of one part in `encoding`. */
  partTokens(part: Part, encoding: EncodingName): PartTokens {
    const byEncoding = this.countsOf(part);
    const known = byEncoding.get(encoding);
    if (known) return known;
    const tokens = countPartTokens(part, (text) => this.counter.count(text, encoding));
    byEncoding.set(encoding, tokens);
    return tokens;
  }

  private countsOf(part: Part): Map<EncodingName, PartTokens> {
    const own = this.parts.get(part);
    if (own) return own;
    const previous = this.latest.get(part.id);
    const inherited = previous && differsOnlyInPruning(previous, part) ? this.parts.get(previous) : undefined;
    const counts = inherited ?? new Map<EncodingName, PartTokens>();
    this.parts.set(part, counts);
    if (this.latest.size >= latestLimit) this.latest.clear();
    this.latest.set(part.id, part);
    return counts;
  }

  /** Tokens of one tool declaration in `encoding`. */
  toolTokens(tool: ToolDeclaration, encoding: EncodingName): number {
    let byEncoding = this.tools.get(tool);
    const known = byEncoding?.get(encoding);
    if (known !== undefined) return known;
    const tokens = this.counter.count(toolDeclarationText(tool), encoding);
    if (!byEncoding) {
      byEncoding = new Map();
      this.tools.set(tool, byEncoding);
    }
    byEncoding.set(encoding, tokens);
    return tokens;
  }

  /** The effective cost of the next request. */
  cost(input: CostInput): ConversationCost {
    const { conversation, encoding } = input;
    const system = this.counter.count(input.system ?? conversation.systemPrompt, encoding);
    let tools = 0;
    for (const tool of input.tools ?? []) tools += this.toolTokens(tool, encoding);
    return summarizeConversationCost(conversation, (part) => this.partTokens(part, encoding), {
      system,
      tools,
    });
  }
}
