/**
 * Splits text holding several complete top-level JSON objects written back to back (`{}{"a":1}`), as some
 * servers send when they stream a placeholder and then the real arguments. Returns undefined when the text
 * is anything else: a lone object, a truncated one, or stray characters between objects.
 */
export function splitJsonObjects(text: string): readonly unknown[] | undefined {
  const values: unknown[] = [];
  let index = skipWhitespace(text, 0);
  while (index < text.length) {
    if (text.charCodeAt(index) !== openBrace) return undefined;
    const end = findObjectEnd(text, index);
    if (end === undefined) return undefined;
    try {
      values.push(JSON.parse(text.slice(index, end)));
    } catch {
      return undefined;
    }
    index = skipWhitespace(text, end);
  }
  return values.length > 1 ? values : undefined;
}

const openBrace = 123;
const closeBrace = 125;
const openBracket = 91;
const closeBracket = 93;
const quote = 34;
const backslash = 92;

/** Index just past the object that opens at `start`, or undefined when the text ends first. */
function findObjectEnd(text: string, start: number): number | undefined {
  let depth = 0;
  let inString = false;
  for (let index = start; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === backslash) index++;
      else if (code === quote) inString = false;
    } else if (code === quote) {
      inString = true;
    } else if (code === openBrace || code === openBracket) {
      depth++;
    } else if (code === closeBrace || code === closeBracket) {
      depth--;
      if (depth === 0) return index + 1;
    }
  }
  return undefined;
}

function skipWhitespace(text: string, start: number): number {
  let index = start;
  while (index < text.length) {
    const code = text.charCodeAt(index);
    if (code !== 32 && code !== 9 && code !== 10 && code !== 13) break;
    index++;
  }
  return index;
}
