// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sameItems, useSameItems } from './use-same-items.ts';

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

describe('useSameItems', () => {
  it('gives back the list it gave before while the items are the same, and the new list once one changes', () => {
    const first = { id: 'a' };
    const { result } = renderHook(() => useSameItems((state: { readonly calls: readonly object[] }) => state.calls));
    const shown = result.current({ calls: [first] });
    expect(result.current({ calls: [first] })).toBe(shown);
    const changed = [first, { id: 'b' }];
    expect(result.current({ calls: changed })).toBe(changed);
    expect(result.current({ calls: [...changed] })).toBe(changed);
  });
});
