import { createPartialJsonTree } from './partial-json-tree.ts';

/**
 * An incremental, tolerant JSON reader behind the argument preview. It keeps its position in the grammar
 * between writes and builds the value in place, so each character is read exactly once however the text is
 * split. String contents are copied by slices between quotes and escapes, which keeps the common case (long
 * string values such as file contents) close to native speed.
 */
export interface PartialJsonBuilder {
  write(text: string): void;
  value(): unknown;
  status(): PartialJsonStatus;
  /** The deepest nesting of objects and arrays read so far. */
  deepest(): number;
}

/** How far the text read so far has got: nothing yet, part of a value, a whole value, or not JSON. */
export type PartialJsonStatus = 'empty' | 'partial' | 'complete' | 'invalid';

// Grammar positions: where the next character is expected to fit.
const valueMode = 0;
const keyMode = 1;
const colonMode = 2;
const commaMode = 3;
const stringMode = 4;
const numberMode = 5;
const literalMode = 6;
const doneMode = 7;
const invalidMode = 8;

const literals: Readonly<Record<string, { readonly word: string; readonly value: unknown }>> = {
  t: { word: 'true', value: true },
  f: { word: 'false', value: false },
  n: { word: 'null', value: null },
};
const escapes: Readonly<Record<string, string>> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
};
const quote = 34;
const backslash = 92;

/** Creates an empty builder. */
export function createPartialJsonBuilder(): PartialJsonBuilder {
  const tree = createPartialJsonTree();
  let mode = valueMode;
  let text = '';
  let isKey = false;
  let escape = '';
  let token = '';
  let literal = '';

  const fail = (input: string): number => {
    mode = invalidMode;
    return input.length;
  };
  const completeValue = (): void => {
    if (tree.depth > 0) {
      mode = commaMode;
      return;
    }
    mode = doneMode;
    tree.completeTop();
  };
  const close = (code: number, empty: boolean): boolean => {
    if (!tree.closeContainer(code === 93, empty)) return false;
    completeValue();
    return true;
  };

  /** Decodes escape characters from `index` until the escape is whole or the input ends. */
  const readEscape = (input: string, index: number): number => {
    let at = index;
    while (at < input.length && escape !== '') {
      const char = input.charAt(at++);
      if (escape === '\\' && char === 'u') escape = '\\u';
      else if (escape === '\\') {
        const decoded = escapes[char];
        if (decoded === undefined) return fail(input);
        text += decoded;
        escape = '';
      } else {
        if (!/[0-9a-fA-F]/.test(char)) return fail(input);
        escape += char;
        if (escape.length === 6) {
          text += String.fromCharCode(parseInt(escape.slice(2), 16));
          escape = '';
        }
      }
    }
    return at;
  };

  const readString = (input: string, index: number): number => {
    let at = escape !== '' ? readEscape(input, index) : index;
    while (at < input.length && mode === stringMode) {
      const start = at;
      let code = 0;
      while (at < input.length && (code = input.charCodeAt(at)) !== quote && code !== backslash) at++;
      text += input.slice(start, at);
      if (at === input.length) break;
      at++;
      if (code === backslash) {
        escape = '\\';
        at = readEscape(input, at);
      } else if (isKey) {
        tree.setKey(text);
        mode = colonMode;
      } else {
        tree.setValue(text);
        completeValue();
      }
    }
    return at;
  };

  const readNumber = (input: string, index: number): number => {
    let at = index;
    while (at < input.length && isNumberChar(input.charCodeAt(at))) at++;
    token += input.slice(index, at);
    if (at === input.length) return at;
    const value = Number(token);
    if (!Number.isFinite(value)) return fail(input);
    tree.setValue(value);
    completeValue();
    return at;
  };

  const readLiteral = (input: string, index: number): number => {
    const expected = literals[literal] as { readonly word: string; readonly value: unknown };
    let at = index;
    while (at < input.length && token.length < expected.word.length) token += input.charAt(at++);
    if (!expected.word.startsWith(token)) return fail(input);
    if (token.length === expected.word.length) {
      tree.setValue(expected.value);
      completeValue();
    }
    return at;
  };

  /** Reads a value's first character: opens a container, or starts a string, number or literal. */
  const startValue = (input: string, index: number, code: number): number => {
    if (code === 123 || code === 91) {
      tree.openContainer(code === 91);
      mode = code === 91 ? valueMode : keyMode;
      return index + 1;
    }
    if (code === 93) return close(code, true) ? index + 1 : fail(input);
    tree.beginValue();
    token = '';
    if (code === quote) {
      text = '';
      isKey = false;
      mode = stringMode;
      return index + 1;
    }
    if (code === 45 || (code >= 48 && code <= 57)) mode = numberMode;
    else if (literals[input.charAt(index)] !== undefined) {
      literal = input.charAt(index);
      mode = literalMode;
    } else return fail(input);
    return index;
  };

  /** Reads one character between values: whitespace, punctuation, or the start of a value or key. */
  const readStructure = (input: string, index: number): number => {
    const code = input.charCodeAt(index);
    if (code === 32 || code === 10 || code === 13 || code === 9) return index + 1;
    switch (mode) {
      case doneMode:
        // Only an object may follow a whole value (`{}{"a":1}`, `null{"a":1}`): it starts a new tree.
        if (code !== 123) return fail(input);
        tree.restart();
        return startValue(input, index, code);
      case colonMode:
        if (code !== 58) return fail(input);
        mode = valueMode;
        return index + 1;
      case commaMode:
        if (code === 44) {
          mode = tree.innermostIsArray() ? valueMode : keyMode;
          return index + 1;
        }
        return close(code, false) ? index + 1 : fail(input);
      case keyMode:
        if (code === 125) return close(code, true) ? index + 1 : fail(input);
        if (code !== quote) return fail(input);
        tree.beginKey();
        text = '';
        isKey = true;
        mode = stringMode;
        return index + 1;
      default:
        return startValue(input, index, code);
    }
  };

  return {
    write(input) {
      let index = 0;
      while (index < input.length && mode !== invalidMode) {
        if (mode === stringMode) index = readString(input, index);
        else if (mode === numberMode) index = readNumber(input, index);
        else if (mode === literalMode) index = readLiteral(input, index);
        else index = readStructure(input, index);
      }
      // Show what is half-read: the text of a string value so far, the digits of a number so far.
      if (mode === stringMode && !isKey) tree.setValue(text);
      else if (mode === numberMode && token !== '' && Number.isFinite(Number(token)))
        tree.setValue(Number(token));
    },
    value: () => tree.value(),
    deepest: () => tree.deepest,
    status() {
      if (mode === invalidMode) return 'invalid';
      if (mode === doneMode) return 'complete';
      return tree.started || mode !== valueMode ? 'partial' : 'empty';
    },
  };
}

/** Digits, sign, decimal point and exponent: the characters a JSON number is made of. */
function isNumberChar(code: number): boolean {
  return (
    (code >= 48 && code <= 57) || code === 45 || code === 43 || code === 46 || code === 101 || code === 69
  );
}
