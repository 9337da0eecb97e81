import { describe, expect, it } from 'vitest';
import { argumentDiffLines, hasChanges } from './diff-lines.ts';

describe('argumentDiffLines', () => {
  it('shows a changed value as a removed and an added line', () => {
    const lines = argumentDiffLines({ amount: 149, currency: 'EUR' }, { amount: 100, currency: 'EUR' });
    expect(lines.filter((line) => line.kind === 'removed')).toEqual([
      { kind: 'removed', text: '  "amount": 149,' },
    ]);
    expect(lines.filter((line) => line.kind === 'added')).toEqual([
      { kind: 'added', text: '  "amount": 100,' },
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
});
