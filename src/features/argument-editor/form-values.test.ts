import { describe, expect, it } from 'vitest';
import { formToJson, pathId, toJson } from './form-values.ts';

describe('toJson', () => {
  it('drops undefined keys and turns an empty number into null', () => {
    expect(
      formToJson({ a: undefined, b: Number.NaN, c: { d: undefined, e: 'x' }, f: [1, undefined] }),
    ).toEqual({
      b: null,
      c: { e: 'x' },
      f: [1, null],
    });
  });

  it('keeps primitives as they are', () => {
    expect(toJson('text')).toBe('text');
    expect(toJson(false)).toBe(false);
    expect(toJson(0)).toBe(0);
  });

  it('makes ids from dotted paths', () => {
    expect(pathId('call_1', 'options.priority')).toBe('call_1-options_priority');
  });
});
