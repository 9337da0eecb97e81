import type { Message } from '../../core/conversation.ts';
import type { Part } from '../../core/part.ts';
import { isEffectivelyPruned } from '../../core/pruning.ts';

/** A row of the virtualized timeline: a message's header line, or one of its parts. */
export type TimelineRow =
  | { readonly type: 'message'; readonly key: string; readonly message: Message; readonly depth: number }
  | {
      readonly type: 'part';
      readonly key: string;
      readonly part: Part;
      readonly message: Message;
      readonly depth: number;
      readonly effectivelyPruned: boolean;
    };

const cache = new WeakMap<Message, { readonly depth: number; readonly rows: readonly TimelineRow[] }>();

/** One message's rows; reused while the message object and its depth stay the same. */
function messageRows(message: Message, depth: number): readonly TimelineRow[] {
  const hit = cache.get(message);
  if (hit && hit.depth === depth) return hit.rows;
  const rows: TimelineRow[] = [{ type: 'message', key: `m:${message.id}`, message, depth }];
  for (const part of message.parts) {
    rows.push({
      type: 'part',
      key: `p:${part.id}`,
      part,
      message,
      depth,
      effectivelyPruned: isEffectivelyPruned(part, depth),
    });
  }
  cache.set(message, { depth, rows });
  return rows;
}

/**
 * Flattens messages into rows, oldest first. One flat list is what lets the virtualizer keep only the visible
 * rows mounted, whatever the shape of the conversation. Rows of unchanged messages are reused, so a decision in
 * a long conversation rebuilds one message's rows, and the row objects the timeline memoizes on stay the same.
 */
export function timelineRows(messages: readonly Message[]): readonly TimelineRow[] {
  const rows: TimelineRow[] = [];
  const newest = messages.length - 1;
  messages.forEach((message, index) => {
    for (const row of messageRows(message, newest - index)) rows.push(row);
  });
  return rows;
}

/** A first guess at a row's height before it is measured; close guesses keep the scrollbar from jumping. */
export function estimateRowHeight(row: TimelineRow | undefined): number {
  if (!row || row.type === 'message') return 36;
  if (row.effectivelyPruned) return 64;
  switch (row.part.kind) {
    case 'tool-call':
      // A settled call shows its result tabs under the arguments.
      return ['executed', 'failed', 'interrupted'].includes(row.part.call.status) ? 360 : 180;
    case 'reasoning':
      return 64;
    case 'blob':
      return 72;
    case 'text':
      return 56 + Math.min(400, Math.ceil(row.part.text.length / 90) * 20);
  }
}

/** The height of `rows` before any is measured. */
export function estimatedHeight(rows: readonly TimelineRow[]): number {
  let height = 0;
  for (const row of rows) height += estimateRowHeight(row);
  return height;
}

/** At most this many rows of the newest message are kept mounted beyond the virtualizer's range. */
export const latestTurnRowLimit = 24;

/**
 * The index of the header row of the `turns`-th newest message (the newest by default); the oldest message's
 * when there are fewer, `rows.length` when there is none.
 */
export function latestTurnStart(rows: readonly TimelineRow[], turns = 1): number {
  let found = rows.length;
  let counted = 0;
  for (let index = rows.length - 1; index >= 0 && counted < turns; index--) {
    if (rows[index]?.type !== 'message') continue;
    found = index;
    counted += 1;
  }
  return found;
}

/**
 * The virtualizer's row indexes (ascending) with the newest message's rows added, up to
 * {@link latestTurnRowLimit} from the end. The range follows the virtualizer's own record of the scroll,
 * which lags the element on a busy page (its write read back frames later, or never when the write was a
 * no-op); the rows of the turn being answered must not depend on it, or the reply would be missing until the
 * operator scrolls.
 */
export function withLatestTurn(indexes: readonly number[], latestStart: number, count: number): number[] {
  const from = Math.max(latestStart, count - latestTurnRowLimit, (indexes.at(-1) ?? -1) + 1);
  const result = [...indexes];
  for (let index = from; index < count; index++) result.push(index);
  return result;
}
