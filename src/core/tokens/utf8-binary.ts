const chunkSize = 8_192;

function fromCodes(codes: readonly number[]): string {
  if (codes.length <= chunkSize) return String.fromCharCode(...codes);
  let out = '';
  for (let start = 0; start < codes.length; start += chunkSize) {
    out += String.fromCharCode(...codes.slice(start, start + chunkSize));
  }
  return out;
}

/** True when every UTF-16 unit of `text` is ASCII, so its UTF-8 bytes are its characters. */
export function isAscii(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) if (text.charCodeAt(index) >= 0x80) return false;
  return true;
}

/**
 * The UTF-8 bytes of `text` as a binary string (one character per byte). A lone surrogate becomes U+FFFD
 * (EF BF BD), exactly as `TextEncoder` does, so pieces match js-tiktoken's bytes on any input.
 */
export function toUtf8Binary(text: string): string {
  if (isAscii(text)) return text;
  const codes: number[] = [];
  const length = text.length;
  for (let index = 0; index < length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x80) {
      codes.push(code);
    } else if (code < 0x800) {
      codes.push(0xc0 | (code >> 6), 0x80 | (code & 0x3f));
    } else if (code >= 0xd800 && code <= 0xdfff) {
      const low = index + 1 < length ? text.charCodeAt(index + 1) : 0;
      if (code <= 0xdbff && low >= 0xdc00 && low <= 0xdfff) {
        const point = ((code - 0xd800) << 10) + (low - 0xdc00) + 0x10000;
        codes.push(
          0xf0 | (point >> 18),
          0x80 | ((point >> 12) & 0x3f),
          0x80 | ((point >> 6) & 0x3f),
          0x80 | (point & 0x3f),
        );
        index += 1;
      } else {
        codes.push(0xef, 0xbf, 0xbd);
      }
    } else {
      codes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
    }
  }
  return fromCodes(codes);
}
