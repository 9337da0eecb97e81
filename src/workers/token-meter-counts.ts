import type { ToolDeclaration } from '../core/model-request.ts';
import type { Part } from '../core/part.ts';
import type { EncodingName } from '../core/tokens/encoding-name.ts';
import type { PartTokens } from '../core/tokens/part-texts.ts';
import { differsOnlyInPruning } from '../core/tokens/part-texts.ts';
import type { CountItem } from './token-counter-shared.ts';
import { hugePartCharacters, itemSize, sampleEndCharacters, sampledPart } from './token-counter-shared.ts';

/** What the meter counts: part and tool objects by identity, the system instructions by content. */
export type CountTarget =
  | { readonly kind: 'part'; readonly part: Part }
  | { readonly kind: 'tool'; readonly tool: ToolDeclaration }
  | { readonly kind: 'text'; readonly text: string };

type Counts = Map<EncodingName, PartTokens>;

/** Short texts remembered (system prompts, rendered tool declarations, tools' names): a few per session. */
const systemLimit = 1024;
/** Part ids remembered for the prune/pin shortcut before starting over. */
const latestLimit = 100_000;

/**
 * The meter's memory of counts per object and encoding. Parts and tools are immutable, so a new object is the
 * only sign of a change: an edit, prune or pin (a new part object) misses here and is counted again, while
 * every untouched part answers from here. A prune or a pin changes no text, so the new object takes over the
 * old one's counts without a trip to the worker. Weak keys let replaced parts go.
 */
export class MeterCounts {
  private readonly objects = new WeakMap<object, Counts>();
  private readonly latest = new Map<string, Part>();
  private readonly texts = new Map<string, Counts>();
  private readonly inFlight = new Map<EncodingName, { objects: WeakSet<object>; texts: Set<string> }>();

  /** The counts of `target` in `encoding`, if known. */
  get(target: CountTarget, encoding: EncodingName): PartTokens | undefined {
    return this.countsOf(target)?.get(encoding);
  }

  /** The counts of a part in `encoding`, if known (the allocation-free form of `get` for the hot loop). */
  part(part: Part, encoding: EncodingName): PartTokens | undefined {
    return this.partCounts(part)?.get(encoding);
  }

  /**
   * A stand-in while `target` is being counted: its counts in another encoding (after a model switch), or
   * those of the last counted version of the same part (after an edit, or while a part streams in), so the
   * figures move smoothly instead of dipping to 0 for a moment.
   */
  stale(target: CountTarget, encoding: EncodingName): PartTokens | undefined {
    if (target.kind === 'part') return this.stalePart(target.part, encoding);
    const counts = this.countsOf(target);
    return counts?.get(encoding) ?? counts?.values().next().value;
  }

  /** {@link MeterCounts.stale} for a part. */
  stalePart(part: Part, encoding: EncodingName): PartTokens | undefined {
    let counts = this.partCounts(part);
    if (!counts) {
      const previous = this.latest.get(part.id);
      counts = previous ? this.objects.get(previous) : undefined;
    }
    return counts?.get(encoding) ?? counts?.values().next().value;
  }

  /** Stores a count and marks the target as no longer in flight. */
  set(target: CountTarget, encoding: EncodingName, tokens: PartTokens): void {
    let counts = this.countsOf(target);
    if (!counts) {
      counts = new Map();
      if (target.kind === 'text') {
        if (this.texts.size >= systemLimit) this.texts.delete(this.texts.keys().next().value!);
        this.texts.set(target.text, counts);
      } else if (target.kind === 'part') {
        this.remember(target.part, counts);
      } else {
        this.objects.set(target.tool, counts);
      }
    }
    counts.set(encoding, tokens);
    this.settle(target, encoding);
  }

  /** Whether `target` is already being counted in `encoding`. */
  isInFlight(target: CountTarget, encoding: EncodingName): boolean {
    const flight = this.inFlight.get(encoding);
    if (!flight) return false;
    return target.kind === 'text' ? flight.texts.has(target.text) : flight.objects.has(objectOf(target));
  }

  /** Marks `target` as being counted in `encoding`. */
  launch(target: CountTarget, encoding: EncodingName): void {
    let flight = this.inFlight.get(encoding);
    if (!flight) {
      flight = { objects: new WeakSet(), texts: new Set() };
      this.inFlight.set(encoding, flight);
    }
    if (target.kind === 'text') flight.texts.add(target.text);
    else flight.objects.add(objectOf(target));
  }

  /** Marks `target` as no longer being counted in `encoding` (answered, failed or abandoned). */
  settle(target: CountTarget, encoding: EncodingName): void {
    const flight = this.inFlight.get(encoding);
    if (!flight) return;
    if (target.kind === 'text') flight.texts.delete(target.text);
    else flight.objects.delete(objectOf(target));
  }

  /** Forgets everything in flight for `encoding` (its requests were abandoned). */
  abandon(encoding: EncodingName): void {
    this.inFlight.delete(encoding);
  }

  private countsOf(target: CountTarget): Counts | undefined {
    if (target.kind === 'text') return this.texts.get(target.text);
    return target.kind === 'part' ? this.partCounts(target.part) : this.objects.get(target.tool);
  }

  private partCounts(part: Part): Counts | undefined {
    const own = this.objects.get(part);
    if (own) return own;
    const previous = this.latest.get(part.id);
    if (!previous || previous === part || !differsOnlyInPruning(previous, part)) return undefined;
    const inherited = this.objects.get(previous);
    if (inherited) this.remember(part, inherited);
    return inherited;
  }

  private remember(part: Part, counts: Counts): void {
    this.objects.set(part, counts);
    if (this.latest.size >= latestLimit) this.latest.clear();
    this.latest.set(part.id, part);
  }
}

function objectOf(target: Exclude<CountTarget, { kind: 'text' }>): object {
  return target.kind === 'part' ? target.part : target.tool;
}

/** The worker's form of a target, answered under `key`. */
export function toCountItem(target: CountTarget, key: number): CountItem {
  switch (target.kind) {
    case 'part': {
      const { part, scale } = sampledPart(target.part);
      return scale === undefined ? { kind: 'part', key, part } : { kind: 'part', key, part, scale };
    }
    case 'tool':
      return { kind: 'tool', key, tool: target.tool };
    case 'text':
      return { kind: 'text', key, text: target.text };
  }
}

/** Characters of a target as it is sent (a huge part by its sample), read from lengths alone. */
export function targetSize(target: CountTarget): number {
  if (target.kind !== 'part') return itemSize(toCountItem(target, 0));
  const size = itemSize({ kind: 'part', key: 0, part: target.part });
  const { part } = target;
  return (part.kind === 'text' || part.kind === 'reasoning') && size > hugePartCharacters
    ? 2 * sampleEndCharacters
    : size;
}
