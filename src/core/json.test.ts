import { describe, expect, it } from 'vitest';
import { toJsonValue } from './json.ts';

describe('a value as JSON', () => {
  it('keeps what JSON holds and drops what it leaves out inside', () => {
    expect(toJsonValue({ id: 7, at: new Date(0), skip: undefined, list: [1, undefined] })).toEqual({
      id: 7,
      at: '1970-01-01T00:00:00.000Z',
      list: [1, null],
    });
    expect(toJsonValue(undefined)).toBeNull();
  });

  it('gives the text of a value JSON cannot hold', () => {
    const cycle: { self?: unknown } = {};
    cycle.self = cycle;
    expect(toJsonValue(cycle)).toBe('[object Object]');
    expect(toJsonValue(10n)).toBe('10');
  });
});
