/**
 * Text made safe to print on a terminal: control characters (C0 but tab, DEL, C1) and the bidirectional
 * overrides are written as escapes (`\x1b`, `\u202e`), so a file's bytes can never move the cursor, recolour
 * the screen or reorder what the operator reads. Line breaks are escaped too: a message stays on one line.
 */
export function printable(text: string): string {
  return text.replace(unsafe, (char) => {
    const code = char.charCodeAt(0);
    return code <= 0xff
      ? `\\x${code.toString(16).padStart(2, '0')}`
      : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const unsafe = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
