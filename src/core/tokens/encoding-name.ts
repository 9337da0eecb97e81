/** The byte-pair encodings the token counter reproduces exactly: tiktoken's `o200k_base` and `cl100k_base`. */
export type EncodingName = 'o200k_base' | 'cl100k_base';

/** Every supported encoding, for loops and validation. */
export const encodingNames: readonly EncodingName[] = ['o200k_base', 'cl100k_base'];

/** True when `value` names a supported encoding. */
export function isEncodingName(value: unknown): value is EncodingName {
  return value === 'o200k_base' || value === 'cl100k_base';
}

/**
 * The pre-tokenizer regular expressions, character for character the `pat_str` of tiktoken and of js-tiktoken's
 * rank files (a test checks that), so the pieces handed to the merge loop are the reference's pieces.
 */
export const preTokenizerPatterns: Readonly<Record<EncodingName, string>> = {
  o200k_base: [
    "[^\\r\\n\\p{L}\\p{N}]?[\\p{Lu}\\p{Lt}\\p{Lm}\\p{Lo}\\p{M}]*[\\p{Ll}\\p{Lm}\\p{Lo}\\p{M}]+('s|'S|'t|'T|'re|'rE|'Re|'RE|'ve|'vE|'Ve|'VE|'m|'M|'ll|'lL|'Ll|'LL|'d|'D)?",
    "[^\\r\\n\\p{L}\\p{N}]?[\\p{Lu}\\p{Lt}\\p{Lm}\\p{Lo}\\p{M}]+[\\p{Ll}\\p{Lm}\\p{Lo}\\p{M}]*('s|'S|'t|'T|'re|'rE|'Re|'RE|'ve|'vE|'Ve|'VE|'m|'M|'ll|'lL|'Ll|'LL|'d|'D)?",
    '\\p{N}{1,3}',
    ' ?[^\\s\\p{L}\\p{N}]+[\\r\\n/]*',
    '\\s*[\\r\\n]+',
    '\\s+(?!\\S)',
    '\\s+',
  ].join('|'),
  cl100k_base: [
    "('s|'S|'t|'T|'re|'rE|'Re|'RE|'ve|'vE|'Ve|'VE|'m|'M|'ll|'lL|'Ll|'LL|'d|'D)",
    '[^\\r\\n\\p{L}\\p{N}]?\\p{L}+',
    '\\p{N}{1,3}',
    ' ?[^\\s\\p{L}\\p{N}]+[\\r\\n]*',
    '\\s*[\\r\\n]+',
    '\\s+(?!\\S)',
    '\\s+',
  ].join('|'),
};
