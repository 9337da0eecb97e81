import { describe, expect, it } from 'vitest';
import type { DiffSegment } from './diff-lines.ts';
import { argumentDiffLines, argumentSplitRows, hasChanges } from './diff-lines.ts';

const changedWords = (segments: readonly DiffSegment[] | undefined) =>
  (segments ?? []).filter((segment) => segment.changed).map((segment) => segment.text);

describe('argumentDiffLines', () => {
  it('shows a changed value as a removed and an added line', () => {
    const lines = argumentDiffLines({ amount: 149, currency: 'EUR' }, { amount: 100, currency: 'EUR' });
    expect(
      lines.filter((line) => line.kind === 'removed').map((line) => 'text' in line && line.text),
    ).toEqual(['  "amount": 149,']);
    expect(lines.filter((line) => line.kind === 'added').map((line) => 'text' in line && line.text)).toEqual([
      '  "amount": 100,',
    ]);
    expect(hasChanges(lines)).toBe(true);
  });

  it('folds long unchanged runs around a change', () => {
    const many = Object.fromEntries(
      Array.from({ length: 20 }, (_, index) => [`k${String(index).padStart(2, '0')}`, index]),
    );
    const lines = argumentDiffLines(many, { ...many, k10: 'changed' });
    expect(lines.some((line) => line.kind === 'skipped')).toBe(true);
    expect(lines.length).toBeLessThan(12);
  });

  it('has no changes for equal arguments', () => {
    expect(hasChanges(argumentDiffLines({ a: 1 }, { a: 1 }))).toBe(false);
  });

  it('highlights only the words that changed inside a changed line', () => {
    const original = { subject: 'Your refund for invoice INV-20931', to: 'dana@example.com' };
    const effective = { subject: 'Refund confirmed for invoice INV-20931', to: 'dana@example.com' };
    const removed = argumentDiffLines(original, effective).find((line) => line.kind === 'removed');
    const added = argumentDiffLines(original, effective).find((line) => line.kind === 'added');
    expect(removed && 'segments' in removed && changedWords(removed.segments).join('|')).toBe('Your|refund');
    expect(added && 'segments' in added && changedWords(added.segments).join('')).toContain('confirmed');
    // The words both lines share are not highlighted.
    expect(added && 'segments' in added && changedWords(added.segments).join('')).not.toContain('INV-20931');
  });

  it('pairs the proposed and the effective line in one row side by side', () => {
    const rows = argumentSplitRows({ amount: 149, currency: 'EUR' }, { amount: 100, currency: 'EUR' });
    const changed = rows.filter((row) => row.kind === 'row' && row.left?.kind === 'removed');
    expect(changed).toHaveLength(1);
    const [row] = changed;
    expect(row?.kind === 'row' && [row.left?.text, row.right?.text]).toEqual([
      '  "amount": 149,',
      '  "amount": 100,',
    ]);
    expect(row?.kind === 'row' && changedWords(row.right?.segments)).toEqual(['100']);
  });

  it('leaves the other side empty for a key only one side has', () => {
    const rows = argumentSplitRows({ a: 1 }, { a: 1, b: 2 });
    const added = rows.find((row) => row.kind === 'row' && row.right?.kind === 'added');
    expect(added?.kind === 'row' && added.left).toBeUndefined();
  });
});
