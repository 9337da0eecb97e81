import { describe, expect, it } from 'vitest';
import { emptyTextEnds, extendTextEnds, firstCharacters, lastCharacters, wholeText } from './text-ends.ts';

function endsOf(deltas: readonly string[], keep: number) {
  return deltas.reduce((ends, delta) => extendTextEnds(ends, delta, keep), emptyTextEnds);
}

describe('the two ends of a growing text', () => {
  it('keeps the first and last characters whatever the deltas were', () => {
    const text = Array.from({ length: 500 }, (_, index) => `<${index}>`).join('');
    for (const size of [1, 3, 7, 64, 1000]) {
      const deltas = text.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g'))!;
      const ends = endsOf(deltas, 100);
      expect(ends.characters).toBe(text.length);
      expect(firstCharacters(ends, 100)).toBe(text.slice(0, 100));
      expect(lastCharacters(ends, 100)).toBe(text.slice(-100));
      expect(ends.tail.length).toBeLessThanOrEqual(200);
    }
  });

  it('holds the whole text while it is short, and says when it no longer does', () => {
    expect(wholeText(endsOf(['ab', 'cd'], 10))).toBe('abcd');
    expect(wholeText(endsOf(['a'.repeat(30), 'b'.repeat(30)], 10))).toBeUndefined();
  });

  it('never cuts a surrogate pair in half at either end', () => {
    const ends = endsOf(['x', '😀'.repeat(40)], 10);
    expect(firstCharacters(ends, 2)).toBe('x');
    const last = lastCharacters(ends, 5);
    expect(last).toBe('😀😀');
  });

  it('an empty delta changes nothing', () => {
    const ends = endsOf(['abc'], 10);
    expect(extendTextEnds(ends, '', 10)).toBe(ends);
  });
});
