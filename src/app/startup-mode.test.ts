import { describe, expect, it } from 'vitest';
import { startupMode } from './startup-mode.ts';

describe('startupMode', () => {
  it('reads fixtures, benchmarks and defaults to the demo', () => {
    expect(startupMode('?fixture=support')).toEqual({ kind: 'fixture', name: 'support' });
    expect(startupMode('?fixture=hostile')).toEqual({ kind: 'fixture', name: 'hostile' });
    expect(startupMode('?bench=10000')).toEqual({ kind: 'bench', parts: 10_000 });
    expect(startupMode('?bench=abc')).toEqual({ kind: 'demo' });
    expect(startupMode('?fixture=unknown')).toEqual({ kind: 'demo' });
    expect(startupMode('')).toEqual({ kind: 'demo' });
  });
});
