import { describe, expect, it } from 'vitest';
import { isEncodingName, preTokenizerPatterns } from './encoding-name.ts';

describe('encoding names and patterns', () => {
  it('uses the pre-tokenizer patterns of the reference rank files', async () => {
    const o200k = await import('js-tiktoken/ranks/o200k_base');
    const cl100k = await import('js-tiktoken/ranks/cl100k_base');
    expect(preTokenizerPatterns.o200k_base).toBe(o200k.default.pat_str);
    expect(preTokenizerPatterns.cl100k_base).toBe(cl100k.default.pat_str);
  });

  it('recognizes supported encodings only', () => {
    expect(isEncodingName('o200k_base')).toBe(true);
    expect(isEncodingName('cl100k_base')).toBe(true);
    expect(isEncodingName('p50k_base')).toBe(false);
    expect(isEncodingName(undefined)).toBe(false);
  });
});
