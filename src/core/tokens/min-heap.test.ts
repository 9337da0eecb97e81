import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MinHeap } from './min-heap.ts';

describe('MinHeap', () => {
  it('pops keys in ascending order, whether pushed or appended and heapified', () => {
    fc.assert(
      fc.property(fc.array(fc.nat()), fc.array(fc.nat()), (appended, pushed) => {
        const heap = new MinHeap(2);
        for (const key of appended) heap.append(key);
        heap.heapify();
        for (const key of pushed) heap.push(key);
        const popped: number[] = [];
        while (heap.size > 0) popped.push(heap.pop());
        expect(popped).toEqual([...appended, ...pushed].sort((a, b) => a - b));
      }),
    );
  });

  it('can be reused after reset', () => {
    const heap = new MinHeap();
    heap.push(3);
    heap.reset(10);
    expect(heap.size).toBe(0);
    heap.push(2);
    heap.push(1);
    expect(heap.pop()).toBe(1);
  });
});
