import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../core/json.ts';
import { compileInputSchema } from './schema-validation.ts';

const responseSchema = (): JsonObject => ({
  type: 'object',
  properties: { approved: { type: 'boolean' }, editedArgs: { type: 'object' } },
  required: ['approved'],
});

describe('compileInputSchema', () => {
  it('compiles one validator for schemas of the same text, each a new object as a remote source sends them', () => {
    const first = compileInputSchema(responseSchema());
    const second = compileInputSchema(responseSchema());
    if (first instanceof Error) throw first;
    expect(second).toBe(first);
    expect(first({ approved: true })).toBe(true);
    expect(first({ approved: 'yes' })).toBe(false);
  });

  it('keeps schemas of another text apart', () => {
    const loose = compileInputSchema({ type: 'object' });
    const strict = compileInputSchema({ type: 'object', required: ['id'] });
    if (loose instanceof Error || strict instanceof Error) throw new Error('a schema failed to compile');
    expect(strict).not.toBe(loose);
    expect(loose({})).toBe(true);
    expect(strict({})).toBe(false);
  });

  it('compiles a schema naming an $id again and again, from new objects, without a clash', () => {
    const withId = (required: string): JsonObject => ({
      $id: 'https://agent.example/answer',
      type: 'object',
      required: [required],
    });
    const first = compileInputSchema(withId('a'));
    const again = compileInputSchema(withId('a'));
    const other = compileInputSchema(withId('b'));
    for (const validator of [first, again]) if (validator instanceof Error) throw validator;
    // Another text under the same `$id`: compiled anew, where ajv would have refused the id as taken.
    if (other instanceof Error) throw other;
    expect(other({ b: 1 })).toBe(true);
    expect(other({ a: 1 })).toBe(false);
  });

  it("refuses a schema that takes a meta-schema's $id, and every other schema still compiles after it", () => {
    const hostile = (): JsonObject => ({ $id: 'http://json-schema.org/draft-07/schema', type: 'object' });
    expect(compileInputSchema(hostile())).toBeInstanceOf(Error);
    expect(compileInputSchema(hostile())).toBeInstanceOf(Error);
    const after = compileInputSchema({ type: 'object', required: ['after'] });
    if (after instanceof Error) throw after;
    expect(after({ after: 1 })).toBe(true);
    expect(after({})).toBe(false);
  });

  it('judges an invalid schema invalid every time, from its text as from its object', () => {
    const broken = (): JsonObject => ({ type: 'object', properties: { n: { type: 'no-such-type' } } });
    expect(compileInputSchema(broken())).toBeInstanceOf(Error);
    expect(compileInputSchema(broken())).toBeInstanceOf(Error);
  });

  it('compiles again, not from a stale entry, after many other schemas pushed a text out', () => {
    const kept = compileInputSchema({ type: 'object', title: 'kept' });
    for (let n = 0; n < 300; n += 1) compileInputSchema({ type: 'object', title: `other-${n}` });
    const after = compileInputSchema({ type: 'object', title: 'kept' });
    if (after instanceof Error) throw after;
    expect(after).not.toBe(kept);
    expect(after({})).toBe(true);
  });
});
