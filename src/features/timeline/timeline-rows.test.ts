import { describe, expect, it } from 'vitest';
import type { Message } from '../../core/conversation.ts';
import {
  estimateRowHeight,
  latestTurnRowLimit,
  latestTurnStart,
  timelineRows,
  withLatestTurn,
} from './timeline-rows.ts';

const message = (id: string, parts: Message['parts']): Message => ({
  id,
  role: 'model',
  parts,
  createdAt: 0,
  status: 'complete',
});

describe('timelineRows', () => {
  it('puts a header row before each message and gives parts the depth of their message', () => {
    const rows = timelineRows([
      message('a', [{ id: 'p1', kind: 'text', pruning: 'auto', text: 'old' }]),
      message('b', [
        { id: 'p2', kind: 'text', pruning: 'auto', text: 'new' },
        { id: 'p3', kind: 'reasoning', pruning: 'pruned', text: 'why' },
      ]),
    ]);
    expect(rows.map((row) => row.key)).toEqual(['m:a', 'p:p1', 'm:b', 'p:p2', 'p:p3']);
    expect(rows.map((row) => row.depth)).toEqual([1, 1, 0, 0, 0]);
    const pruned = rows[4];
    expect(pruned?.type === 'part' && pruned.effectivelyPruned).toBe(true);
  });

  it('marks auto parts past their max depth as effectively pruned', () => {
    const messages = Array.from({ length: 8 }, (_, index) =>
      message(`m${index}`, [{ id: `r${index}`, kind: 'reasoning', pruning: 'auto', text: 'x' }]),
    );
    const rows = timelineRows(messages).filter((row) => row.type === 'part');
    // Reasoning keeps 6 turns: the two oldest messages (depth 7 and 6) have expired.
    expect(rows.map((row) => row.type === 'part' && row.effectivelyPruned)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('estimates taller rows for longer text', () => {
    const short = timelineRows([message('a', [{ id: 's', kind: 'text', pruning: 'auto', text: 'hi' }])])[1];
    const long = timelineRows([
      message('a', [{ id: 'l', kind: 'text', pruning: 'auto', text: 'x'.repeat(2000) }]),
    ])[1];
    expect(estimateRowHeight(long)).toBeGreaterThan(estimateRowHeight(short));
  });
});

describe('timelineRows reuse', () => {
  it('keeps the rows of unchanged messages and rebuilds a changed one', () => {
    const first = message('a', [{ id: 'p1', kind: 'text', pruning: 'auto', text: 'one' }]);
    const second = message('b', [{ id: 'p2', kind: 'text', pruning: 'auto', text: 'two' }]);
    const before = timelineRows([first, second]);
    const changed = {
      ...second,
      parts: [{ id: 'p2', kind: 'text' as const, pruning: 'pinned' as const, text: 'two' }],
    };
    const after = timelineRows([first, changed]);
    expect(after[1]).toBe(before[1]);
    expect(after[3]).not.toBe(before[3]);
    // A new message deepens every other one: their rows are rebuilt with the new depth.
    const deeper = timelineRows([first, changed, message('c', [])]);
    expect(deeper[1]?.depth).toBe(2);
  });
});

describe('withLatestTurn', () => {
  const text = (id: string) => ({ id, kind: 'text', pruning: 'auto', text: id }) as const;

  it('finds the header row of the newest message', () => {
    const rows = timelineRows([message('a', [text('p1')]), message('b', [text('p2'), text('p3')])]);
    expect(latestTurnStart(rows)).toBe(2);
    expect(latestTurnStart([])).toBe(0);
  });

  it('finds the header row of the second newest message, and of the only one when there is one', () => {
    const rows = timelineRows([
      message('a', [text('p1')]),
      message('b', [text('p2'), text('p3')]),
      message('c', [text('p4')]),
    ]);
    expect(latestTurnStart(rows, 2)).toBe(2);
    expect(latestTurnStart(rows.slice(0, 2), 2)).toBe(0);
    expect(latestTurnStart([], 2)).toBe(0);
  });

  it("adds the newest message's rows after a range that ends before them", () => {
    expect(withLatestTurn([10, 11, 12], 40, 43)).toEqual([10, 11, 12, 40, 41, 42]);
  });

  it('adds nothing the range already holds, and keeps the indexes ascending', () => {
    expect(withLatestTurn([38, 39, 40, 41], 40, 43)).toEqual([38, 39, 40, 41, 42]);
    expect(withLatestTurn([40, 41, 42], 40, 43)).toEqual([40, 41, 42]);
  });

  it('adds at most the last rows of a very long newest message', () => {
    const added = withLatestTurn([0, 1], 2, 10_002).slice(2);
    expect(added).toHaveLength(latestTurnRowLimit);
    expect(added.at(-1)).toBe(10_001);
  });
});
