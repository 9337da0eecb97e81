/** Bidirectional formatting characters: they can make a text read differently from what it holds. */
const bidiControls = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/**
 * The text with each bidirectional formatting character shown as its code point (`[U+202E]`), so a name from an
 * untrusted server reads as what it holds: "Ops\u202Eevil" shows as "Ops[U+202E]evil", not "Opslive".
 */
export function showBidiControls(text: string): string {
  return text.replace(
    bidiControls,
    (character) => `[U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}]`,
  );
}
