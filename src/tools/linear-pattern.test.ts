import { beforeAll, describe, expect, it } from 'vitest';
import { loadPatternEngines } from '../core/rules/pattern-engines.ts';
import { compileInputSchema } from './schema-validation.ts';

beforeAll(async () => {
  await loadPatternEngines();
});

describe('patterns in tool and response schemas', () => {
  it('are checked in linear time: a backtracking pattern on a long argument answers', () => {
    const validator = compileInputSchema({
      type: 'object',
      properties: { name: { type: 'string', pattern: '^(a+)+$' } },
    });
    if (validator instanceof Error) throw validator;
    // A backtracking engine would take about 2^60 steps here; the test would never end.
    expect(validator({ name: `${'a'.repeat(60)}!` })).toBe(false);
    expect(validator({ name: 'a'.repeat(60) })).toBe(true);
  });

  it('keeps each pattern its own', () => {
    const validator = compileInputSchema({
      type: 'object',
      properties: { a: { type: 'string', pattern: '^a$' }, b: { type: 'string', pattern: '^b$' } },
      patternProperties: { '^x_': { type: 'number' } },
    });
    if (validator instanceof Error) throw validator;
    expect(validator({ a: 'a', b: 'b', x_1: 1 })).toBe(true);
    expect(validator({ a: 'b', b: 'b' })).toBe(false);
    expect(validator({ a: 'a', b: 'a' })).toBe(false);
    expect(validator({ a: 'a', b: 'b', x_1: 'one' })).toBe(false);
  });

  it('makes a schema whose pattern the linear engine cannot run invalid, saying why', () => {
    const validator = compileInputSchema({ type: 'string', pattern: '^(?=a)a$' });
    expect(validator).toBeInstanceOf(Error);
  });
});
