import fc from 'fast-check';
import type { Tiktoken } from 'js-tiktoken/lite';
import { getEncoding } from 'js-tiktoken';
import { beforeAll, describe, expect, it } from 'vitest';
import { BytePairEncoder } from './byte-pair-encoder.ts';
import type { EncodingName } from './encoding-name.ts';
import { encodingNames } from './encoding-name.ts';
import { pathologicalRuns, varietyCorpus } from './test-corpus.ts';
import { referenceRankTable } from './reference-rank-tiers.ts';

const encoders = new Map<EncodingName, BytePairEncoder>();
const references = new Map<EncodingName, Tiktoken>();

beforeAll(async () => {
  for (const encoding of encodingNames) {
    encoders.set(encoding, new BytePairEncoder(await referenceRankTable(encoding)));
    references.set(encoding, getEncoding(encoding));
  }
});

// Special-token strings are text: nothing allowed as special, nothing disallowed (so nothing throws).
const reference = (encoding: EncodingName, text: string) => references.get(encoding)!.encode(text, [], []);

describe.each(encodingNames)('BytePairEncoder %s', (encoding) => {
  it('gives js-tiktoken ids on a varied corpus', () => {
    const encoder = encoders.get(encoding)!;
    for (const text of varietyCorpus)
      expect(encoder.encode(text), JSON.stringify(text)).toEqual(reference(encoding, text));
    const joined = varietyCorpus.join('\n');
    expect(encoder.encode(joined)).toEqual(reference(encoding, joined));
    expect(encoder.count(joined)).toBe(reference(encoding, joined).length);
  });

  it('gives js-tiktoken ids on pathological runs', () => {
    const encoder = encoders.get(encoding)!;
    for (const text of pathologicalRuns(2_000, 500)) {
      expect(encoder.encode(text), text.slice(0, 12)).toEqual(reference(encoding, text));
    }
  });

  it('counts special-token strings as ordinary text and never throws', () => {
    const encoder = encoders.get(encoding)!;
    const text = 'before <|endoftext|> after <|endofprompt|><|fim_prefix|>';
    expect(() => references.get(encoding)!.encode(text)).toThrow();
    expect(encoder.encode(text)).toEqual(reference(encoding, text));
    expect(encoder.count('<|endoftext|>')).toBeGreaterThan(1);
  });

  it('matches js-tiktoken on random text from a mixed alphabet', () => {
    const encoder = encoders.get(encoding)!;
    const alphabet = [...'aAzZ09 \'\n\r\t.,!?/-_{}":sStTlLdDeEmMvVrR中文한🎉é\u0301\u00a0\u3000²'];
    const text = fc.array(fc.constantFrom(...alphabet), { maxLength: 80 }).map((chars) => chars.join(''));
    fc.assert(
      fc.property(text, (sample) => {
        expect(encoder.encode(sample)).toEqual(reference(encoding, sample));
      }),
      { numRuns: 400 },
    );
  });

  it('encodes the empty string to nothing', () => {
    expect(encoders.get(encoding)!.encode('')).toEqual([]);
    expect(encoders.get(encoding)!.count('')).toBe(0);
  });
});
