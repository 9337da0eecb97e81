const encoder = new TextEncoder();
const chunkSize = 8_192;

/** True when every UTF-16 unit of `text` is ASCII, so its UTF-8 bytes are its characters. */
export function isAscii(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) if (text.charCodeAt(index) >= 0x80) return false;
  return true;
}

/**
 * The UTF-8 bytes of `text` as a binary string (one character per byte). `TextEncoder` is what js-tiktoken
 * encodes with, so a lone surrogate becomes U+FFFD (EF BF BD) here exactly as there.
 */
export function toUtf8Binary(text: string): string {
  if (isAscii(text)) return text;
  const bytes = encoder.encode(text);
  if (bytes.length <= chunkSize) return String.fromCharCode.apply(null, bytes as unknown as number[]);
  let binary = '';
  for (let start = 0; start < bytes.length; start += chunkSize) {
    binary += String.fromCharCode.apply(
      null,
      bytes.subarray(start, start + chunkSize) as unknown as number[],
    );
  }
  return binary;
}
