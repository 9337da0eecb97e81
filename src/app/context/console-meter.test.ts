import { describe, expect, it } from 'vitest';
import { idleSnapshot } from '../../workers/token-meter-snapshot.ts';
import { readingOf } from './console-meter.ts';

describe('readingOf', () => {
  it('passes on what pruning costs when the headers outweigh the pruned parts, not a clamped zero', () => {
    const snapshot = idleSnapshot();
    const reading = readingOf({ ...snapshot, breakdown: { ...snapshot.breakdown, pruningSavings: -56 } });
    expect(reading.breakdown.prunedSavings).toBe(-56);
  });
});
