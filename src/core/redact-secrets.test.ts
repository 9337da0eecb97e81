import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  containsSecret,
  createStreamingRedactor,
  redactJson,
  redactText,
  redactionMark,
} from './redact-secrets.ts';

const key = 'sk-live-4f9a2b7c1d8e';

describe('redacting secrets', () => {
  it('replaces the key as it is, URL-encoded and JSON-escaped, and ignores values too short to be secrets', () => {
    const odd = 'k3y/with"quote';
    expect(redactText(`Bearer ${key} rejected`, [key])).toBe(`Bearer ${redactionMark} rejected`);
    expect(redactText(`?key=${encodeURIComponent(odd)}&x`, [odd])).toBe(`?key=${redactionMark}&x`);
    expect(redactText(JSON.stringify({ echoed: odd }), [odd])).toBe(`{"echoed":"${redactionMark}"}`);
    expect(redactText('a short abc value', ['abc'])).toBe('a short abc value');
    expect(containsSecret(`x${key}x`, [key])).toBe(true);
    expect(containsSecret('nothing here', [key])).toBe(false);
  });

  it('redacts every string of a JSON value, keys included, and keeps a clean value as the same object', () => {
    const clean = { a: [1, 'two', { b: null }] };
    expect(redactJson(clean, [key])).toBe(clean);
    expect(redactJson({ list: [`key ${key}`], [key]: true }, [key])).toEqual({
      list: [`key ${redactionMark}`],
      [redactionMark]: true,
    });
  });

  it('never lets out any part of a secret split across streamed pieces, and loses no other text', () => {
    const text = fc.tuple(
      fc.string(),
      fc.constantFrom('', key, `${key}${key}`, key.slice(0, 9)),
      fc.string(),
    );
    fc.assert(
      fc.property(text, fc.array(fc.nat(60), { maxLength: 8 }), ([before, secret, after], cuts) => {
        const whole = `${before}${secret}${after}`;
        const points = [...new Set(cuts.map((cut) => Math.min(cut, whole.length)))].sort((a, b) => a - b);
        const pieces = [0, ...points].map((start, index) =>
          whole.slice(start, [...points, whole.length][index]),
        );
        const redactor = createStreamingRedactor([key]);
        const expected = redactText(whole, [key]);
        let shown = '';
        for (const piece of pieces) {
          shown += redactor.push(piece);
          // What is shown is never taken back: it is a prefix of the fully redacted text, so it holds no key part
          // that a later piece would complete.
          expect(expected.startsWith(shown)).toBe(true);
        }
        expect(shown + redactor.flush()).toBe(expected);
      }),
    );
  });

  it('passes ordinary text straight through, holding back only what could begin a secret', () => {
    const redactor = createStreamingRedactor([key]);
    expect(redactor.push('Plain words, ')).toBe('Plain words, ');
    expect(redactor.push('then sk-li')).toBe('then ');
    expect(redactor.push('ve-4f9a2b7c1d8e, done')).toBe(`${redactionMark}, done`);
    expect(redactor.push(' and sk-')).toBe(' and ');
    expect(redactor.flush()).toBe('sk-');
  });
});
