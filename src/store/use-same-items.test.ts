import { describe, expect, it } from 'vitest';
import { sameItems } from './use-same-items.ts';

describe('sameItems', () => {
  const first = { id: 'a' };
  const second = { id: 'b' };

  it('holds for lists of the same items in the same order, though the lists are two', () => {
    expect(sameItems([first, second], [first, second])).toBe(true);
    expect(sameItems([], [])).toBe(true);
  });

  it('fails on an item replaced by an equal copy, another order, or another length', () => {
    expect(sameItems([first, second], [first, { id: 'b' }])).toBe(false);
    expect(sameItems([first, second], [second, first])).toBe(false);
    expect(sameItems([first], [first, second])).toBe(false);
  });

  it('compares NaN and signed zeros as Object.is does', () => {
    expect(sameItems([Number.NaN], [Number.NaN])).toBe(true);
    expect(sameItems([0], [-0])).toBe(false);
  });
});
