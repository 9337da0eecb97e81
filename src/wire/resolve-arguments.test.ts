import { describe, expect, it } from 'vitest';
import { resolveArguments } from './resolve-arguments.ts';
import { splitJsonObjects } from './split-json-objects.ts';

describe('resolveArguments', () => {
  it.each([
    ['', { ok: true, value: {} }],
    ['  ', { ok: true, value: {} }],
    ['null', { ok: true, value: {} }],
    ['{}', { ok: true, value: {} }],
    ['{"a":1}', { ok: true, value: { a: 1 } }],
    ['{}{"a":1}', { ok: true, value: { a: 1 } }],
    ['{"a":1}{}', { ok: true, value: { a: 1 } }],
    ['{"a":1} {"a":2}', { ok: true, value: { a: 2 } }],
    ['{}{}', { ok: true, value: {} }],
    ['[1]', { ok: false, error: 'arguments are an array, not an object' }],
    ['"text"', { ok: false, error: 'arguments are string, not an object' }],
  ])('reads %j', (raw, expected) => {
    expect(resolveArguments(raw)).toEqual(expected);
  });

  it('falls back to the announced object only when the text is blank', () => {
    expect(resolveArguments('', { city: 'Oslo' })).toEqual({ ok: true, value: { city: 'Oslo' } });
    expect(resolveArguments('{"city":"Rome"}', { city: 'Oslo' })).toEqual({
      ok: true,
      value: { city: 'Rome' },
    });
  });

  it('reports text that does not parse', () => {
    for (const raw of ['{"a":', '{"a":1}x', '{"a":1}{"b":', '{"a":1},{"b":2}']) {
      const resolved = resolveArguments(raw);
      expect(resolved.ok).toBe(false);
      expect(resolved.ok ? '' : resolved.error).toMatch(/^arguments are not valid JSON: /);
    }
  });
});

describe('splitJsonObjects', () => {
  it('splits objects written back to back, braces inside strings included', () => {
    expect(splitJsonObjects('{"a":"}{"}\n{"b":[{}]}')).toEqual([{ a: '}{' }, { b: [{}] }]);
  });

  it('returns undefined for a single object or anything else', () => {
    expect(splitJsonObjects('{"a":1}')).toBeUndefined();
    expect(splitJsonObjects('[1][2]')).toBeUndefined();
    expect(splitJsonObjects('{"a":"\\"}"}{')).toBeUndefined();
  });
});
