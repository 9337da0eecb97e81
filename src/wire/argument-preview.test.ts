import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createArgumentPreview } from './argument-preview.ts';

function previewOf(...fragments: string[]) {
  const preview = createArgumentPreview();
  for (const fragment of fragments) preview.push(fragment);
  return preview;
}

/** Splits text at the given offsets. */
function split(text: string, cuts: readonly number[]): string[] {
  const sorted = [...new Set(cuts.map((cut) => cut % (text.length + 1)))].sort((a, b) => a - b);
  const parts: string[] = [];
  let start = 0;
  for (const cut of [...sorted, text.length]) {
    parts.push(text.slice(start, cut));
    start = cut;
  }
  return parts;
}

describe('createArgumentPreview', () => {
  it('ends with exactly what JSON.parse reads, however the text is split', () => {
    const container = fc.oneof(fc.dictionary(fc.string(), fc.jsonValue()), fc.array(fc.jsonValue()));
    fc.assert(
      fc.property(container, fc.boolean(), fc.array(fc.nat(), { maxLength: 30 }), (value, pretty, cuts) => {
        const text = JSON.stringify(value, null, pretty ? 2 : undefined);
        const preview = previewOf(...split(text, cuts));
        expect(preview.current()).toEqual(JSON.parse(text));
        expect(preview.status()).toBe('complete');
      }),
      { numRuns: 300 },
    );
  });

  it('never throws and only ever shows a prefix-consistent value for any prefix', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), fc.nat(), (value, at) => {
        const text = JSON.stringify(value);
        const preview = previewOf(text.slice(0, at % (text.length + 1)));
        expect(['empty', 'partial', 'complete']).toContain(preview.status());
      }),
    );
  });

  it('shows the members read so far, with strings and numbers as far as they go', () => {
    expect(previewOf('{"path":"/tm').current()).toEqual({ path: '/tm' });
    expect(previewOf('{"a":[1,2', '3').current()).toEqual({ a: [1, 23] });
    expect(previewOf('{"a":-').current()).toEqual({});
    expect(previewOf('{"a":1,"b":tr').current()).toEqual({ a: 1 });
    expect(previewOf('{"a":1,"ke').current()).toEqual({ a: 1 });
    expect(previewOf('{"a":{"b":[{"c":"d').current()).toEqual({ a: { b: [{ c: 'd' }] } });
    expect(previewOf('').status()).toBe('empty');
    expect(previewOf('{"a":').status()).toBe('partial');
  });

  it('decodes escapes split across fragments', () => {
    expect(previewOf('{"a":"caf\\', 'u00', 'e9 \\', 'n\\"', '"}').current()).toEqual({ a: 'café \n"' });
    expect(previewOf('["\\ud83d', '\\ude80"]').current()).toEqual(['🚀']);
  });

  it('keeps the last non-empty value when several follow one another', () => {
    expect(previewOf('{}', '{"city":"Ri').current()).toEqual({ city: 'Ri' });
    expect(previewOf('{"a":1}', '{}').current()).toEqual({ a: 1 });
    expect(previewOf('null', '{"a":1}').current()).toEqual({ a: 1 });
    expect(previewOf('{}').current()).toEqual({});
  });

  it('stops at text that is not JSON and keeps what it had', () => {
    const preview = previewOf('{"a":1,', '}', '"b":2}');
    expect(preview.status()).toBe('invalid');
    expect(preview.current()).toEqual({ a: 1 });
    expect(previewOf('[1,]').status()).toBe('invalid');
    expect(previewOf('{"a":1}"b"').status()).toBe('invalid');
  });

  it('reads a large argument in many fragments without re-reading it', () => {
    const text = JSON.stringify({
      content: 'x'.repeat(200_000),
      rows: Array.from({ length: 500 }, (_, i) => ({ i })),
    });
    const preview = createArgumentPreview();
    const size = Math.ceil(text.length / 4000);
    for (let start = 0; start < text.length; start += size) {
      preview.push(text.slice(start, start + size));
      preview.current();
    }
    expect(preview.current()).toEqual(JSON.parse(text));
  });
});
