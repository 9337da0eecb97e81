import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cl100kPieceEnd, o200kPieceEnd } from './ascii-pre-tokenizer.ts';
import type { EncodingName } from './encoding-name.ts';
import { preTokenizerPatterns } from './encoding-name.ts';
import { varietyCorpus } from './test-corpus.ts';

const scanners: Record<EncodingName, (text: string, start: number) => number> = {
  o200k_base: o200kPieceEnd,
  cl100k_base: cl100kPieceEnd,
};

/** Checks every regex piece: the scanner must cut it identically, or defer (-1), and never defer on ASCII. */
function expectSameCuts(encoding: EncodingName, text: string): void {
  const ascii = [...text].every((char) => char.charCodeAt(0) < 128);
  for (const match of text.matchAll(new RegExp(preTokenizerPatterns[encoding], 'gu'))) {
    const end = scanners[encoding](text, match.index);
    if (ascii) expect(end, JSON.stringify(text)).toBe(match.index + match[0].length);
    else if (end !== -1) expect(end, JSON.stringify(text)).toBe(match.index + match[0].length);
  }
}

describe.each(Object.keys(scanners) as EncodingName[])('ASCII pre-tokenizer %s', (encoding) => {
  it('cuts the corpus exactly like the regex', () => {
    for (const text of varietyCorpus) expectSameCuts(encoding, text);
  });

  it('cuts random ASCII exactly like the regex', () => {
    const chars = [...'aBz ZQ 09 \'\n\r\t\v\f.,!?/-_{}":sStTlLdDeEmMvVrR\u0000\u007f'];
    const text = fc.array(fc.constantFrom(...chars), { maxLength: 60 }).map((list) => list.join(''));
    fc.assert(
      fc.property(text, (sample) => expectSameCuts(encoding, sample)),
      { numRuns: 3_000 },
    );
  });

  it('defers to the regex whenever a non-ASCII character could change the cut', () => {
    const chars = [..."aZ 0.'\n\t/sé\u00a0\u3000中²\u0301🎉"];
    const text = fc.array(fc.constantFrom(...chars), { maxLength: 40 }).map((list) => list.join(''));
    fc.assert(
      fc.property(text, (sample) => expectSameCuts(encoding, sample)),
      { numRuns: 3_000 },
    );
  });
});
