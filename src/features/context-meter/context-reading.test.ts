import { describe, expect, it } from 'vitest';
import { fillLevel } from './context-reading.ts';

describe('fillLevel', () => {
  it('changes colour at 70%, 90% and 100% of the window', () => {
    expect(fillLevel(69_999, 100_000)).toBe('normal');
    expect(fillLevel(70_000, 100_000)).toBe('high');
    expect(fillLevel(90_000, 100_000)).toBe('critical');
    expect(fillLevel(100_000, 100_000)).toBe('over');
    expect(fillLevel(5, 0)).toBe('normal');
  });
});
