import { describe, expect, it } from 'vitest';
import { demoChunkDelayMs, demoPaceFrom } from './demo-pace.ts';

describe('demoPaceFrom', () => {
  it('is instant only when the query string asks for it', () => {
    expect(demoPaceFrom('?pace=instant')).toBe('instant');
    expect(demoPaceFrom('?fixture=support&pace=instant')).toBe('instant');
    expect(demoPaceFrom('')).toBe('human');
    expect(demoPaceFrom('?pace=fast')).toBe('human');
    expect(demoPaceFrom('?pace=INSTANT')).toBe('human');
  });

  it('pauses between chunks only at the human pace', () => {
    expect(demoChunkDelayMs.human).toBeGreaterThan(0);
    expect(demoChunkDelayMs.instant).toBe(0);
  });
});
