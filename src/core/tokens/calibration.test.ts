import { describe, expect, it } from 'vitest';
import { calibrate, calibrationOf, calibrationWindow, recordUsage } from './calibration.ts';

describe('calibration', () => {
  it('keeps the ratio of actual to estimated tokens per model', () => {
    let state = recordUsage({}, 'claude-sonnet-4-5', 1_150, 1_000);
    state = recordUsage(state, 'claude-sonnet-4-5', 2_250, 2_000);
    state = recordUsage(state, 'gpt-4o', 1_010, 1_000);
    expect(calibrationOf(state, 'claude-sonnet-4-5')).toEqual({ ratio: 3_400 / 3_000, samples: 2 });
    expect(calibrationOf(state, 'gpt-4o')!.ratio).toBeCloseTo(1.01);
    expect(calibrationOf(state, 'gemini-2.5-pro')).toBeUndefined();
    expect(calibrate(10_000, calibrationOf(state, 'claude-sonnet-4-5')!)).toBe(11_333);
  });

  it('keeps only recent samples and ignores empty ones', () => {
    let state = recordUsage({}, 'm', 0, 100);
    expect(state).toEqual({});
    for (let index = 0; index < calibrationWindow + 3; index += 1) state = recordUsage(state, 'm', 200, 100);
    expect(state.m).toHaveLength(calibrationWindow);
    expect(calibrationOf(state, 'm')!.ratio).toBe(2);
  });
});
