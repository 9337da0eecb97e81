import type { ToolDeclaration } from '../core/model-request.ts';
import type { Part } from '../core/part.ts';
import type { EncodingName } from '../core/tokens/encoding-name.ts';

/**
 * One thing to count. `key` is the caller's handle for the answer (the main thread keys part objects by
 * identity, which does not survive a postMessage).
 */
export type CountItem =
  | {
      readonly kind: 'part';
      readonly key: number;
      readonly part: Part;
      /** Set when `part` carries a sample of a huge text: its body's count is multiplied by this. */
      readonly scale?: number;
    }
  | { readonly kind: 'text'; readonly key: number; readonly text: string }
  | { readonly kind: 'tool'; readonly key: number; readonly tool: ToolDeclaration };

/** The count of one item: a part's header and body (of it, a call's response); for a text or a tool, `body` alone. */
export interface CountResult {
  readonly key: number;
  readonly header: number;
  readonly body: number;
  readonly response?: number;
}

/** Main thread → worker. */
export type TokenCounterRequest =
  | {
      readonly type: 'count';
      readonly requestId: number;
      readonly encoding: EncodingName;
      readonly items: readonly CountItem[];
    }
  /** Drops queued work of these requests: their answers are no longer wanted (model switched, part replaced). */
  | { readonly type: 'cancel'; readonly requestIds: readonly number[] }
  /** Starts loading an encoding's rank data before anything needs counting. */
  | { readonly type: 'preload'; readonly encoding: EncodingName };

/** Worker → main thread. Results of one request may arrive in several messages; the last has `done: true`. */
export type TokenCounterResponse =
  | {
      readonly type: 'counted';
      readonly requestId: number;
      readonly results: readonly CountResult[];
      readonly done: boolean;
    }
  | { readonly type: 'failed'; readonly requestId: number; readonly error: string };

/** Characters of an item, roughly: what it costs to send and to count. Guides batching. */
export function itemSize(item: CountItem): number {
  switch (item.kind) {
    case 'text':
      return item.text.length;
    case 'tool':
      return 200 + item.tool.description.length;
    case 'part': {
      const part = item.part;
      if (item.scale !== undefined && (part.kind === 'text' || part.kind === 'reasoning'))
        return part.text.length;
      if (part.kind === 'text' || part.kind === 'reasoning') return part.text.length;
      if (part.kind === 'blob') return part.data.length;
      const call = part.call;
      const result = 'result' in call ? call.result : undefined;
      return call.rawArguments.length + (typeof result === 'string' ? result.length : 1_000);
    }
  }
}

/** A text or reasoning part longer than this is counted from its two ends, scaled: see {@link sampledPart}. */
export const hugePartCharacters = 1_000_000;
/** Characters counted at each end of a huge part. */
export const sampleEndCharacters = 250_000;

/**
 * A huge text or reasoning part as the worker counts it: its first and last {@link sampleEndCharacters}, with the
 * scale that turns their count into an estimate of the whole. Counting 100 MB exactly would clone all of it to
 * the worker and keep the worker busy for a minute, for a figure far past any model's context anyway.
 */
export function sampledPart(part: Part): { readonly part: Part; readonly scale?: number } {
  if ((part.kind !== 'text' && part.kind !== 'reasoning') || part.text.length <= hugePartCharacters)
    return { part };
  const sample = `${part.text.slice(0, sampleEndCharacters)}${part.text.slice(-sampleEndCharacters)}`;
  return { part: { ...part, text: sample }, scale: part.text.length / sample.length };
}
