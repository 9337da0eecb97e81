/**
 * An incremental, tolerant JSON reader behind the argument preview. It keeps the value under construction
 * (containers are filled in place) and its position in the grammar, so each character is read exactly once
 * however the text is split. String contents are copied by slices between quotes and escapes, which keeps
 * the common case (long string values such as file contents) close to native speed.
 */
export interface PartialJsonBuilder {
  write(text: string): void;
  value(): unknown;
  status(): PartialJsonStatus;
}

/** How far the text read so far has got: nothing yet, part of a value, a whole value, or not JSON. */
export type PartialJsonStatus = 'empty' | 'partial' | 'complete' | 'invalid';

type Container = Record<string, unknown> | unknown[];
interface Frame {
  readonly container: Container;
  key: string;
  /** Members begun so far: a closing bracket right after a comma (a trailing comma) is not JSON. */
  members: number;
}

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

/** Creates an empty builder. */
export function createPartialJsonBuilder(): PartialJsonBuilder {
  let mode = valueMode;
  const stack: Frame[] = [];
  let root: unknown;
  let hasRoot = false;
  let previous: unknown;
  let hasPrevious = false;
  let text = '';
  let isKey = false;
  let escape = '';
  let token = '';
  let literal = '';
  // Where the primitive being read goes: a container and key, or the root when the container is undefined.
  let slotContainer: Container | undefined;
  let slotKey: string | number = 0;

  const assign = (container: Container, key: string | number, value: unknown): void => {
    if (key === '__proto__') Object.defineProperty(container, key, { value, writable: true, enumerable: true });
    else (container as Record<string | number, unknown>)[key] = value;
  };
  const beginSlot = (): void => {
    const frame = stack[stack.length - 1];
    if (frame !== undefined) frame.members += 1;
    slotContainer = frame?.container;
    slotKey = frame === undefined ? 0 : Array.isArray(frame.container) ? frame.container.length : frame.key;
  };
  const setSlot = (value: unknown): void => {
    if (slotContainer === undefined) {
      root = value;
      hasRoot = true;
    } else assign(slotContainer, slotKey, value);
  };
  const completeValue = (): void => {
    if (stack.length > 0) {
      mode = commaMode;
      return;
    }
    mode = doneMode;
    if (!isEmpty(root)) {
      previous = root;
      hasPrevious = true;
    }
  };
  const openContainer = (container: Container): void => {
    beginSlot();
    setSlot(container);
    stack.push({ container, key: '', members: 0 });
    mode = Array.isArray(container) ? valueMode : keyMode;
  };
  const closeContainer = (code: number): boolean => {
    const frame = stack[stack.length - 1];
    if (frame === undefined || Array.isArray(frame.container) !== (code === 93)) return false;
    stack.pop();
    completeValue();
    return true;
  };

  /** Reads string contents from `index`; returns where it stopped. */
  const readString = (input: string, index: number): number => {
    let at = index;
    while (at < input.length) {
      if (escape !== '') {
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
        continue;
      }
      const start = at;
      let code = 0;
      while (at < input.length && (code = input.charCodeAt(at)) !== 34 && code !== 92) at++;
      text += input.slice(start, at);
      if (at === input.length) return at;
      at++;
      if (code === 92) {
        escape = '\\';
        continue;
      }
      if (isKey) {
        (stack[stack.length - 1] as Frame).key = text;
        mode = colonMode;
      } else {
        setSlot(text);
        completeValue();
      }
      return at;
    }
    return at;
  };

  const fail = (input: string): number => {
    mode = invalidMode;
    return input.length;
  };

  /** Reads one structural character (or the first character of a value) at `index`. */
  const readStructure = (input: string, index: number): number => {
    const code = input.charCodeAt(index);
    if (code === 32 || code === 10 || code === 13 || code === 9) return index + 1;
    if (mode === doneMode) {
      // Another object follows a complete value: start afresh, keeping the last non-empty one.
      if (code !== 123) return fail(input);
      root = undefined;
      hasRoot = false;
      mode = valueMode;
    }
    if (mode === colonMode) return code === 58 ? ((mode = valueMode), index + 1) : fail(input);
    if (mode === commaMode) {
      if (code === 44) {
        mode = Array.isArray(stack[stack.length - 1]?.container) ? valueMode : keyMode;
        return index + 1;
      }
      return closeContainer(code) ? index + 1 : fail(input);
    }
    if (mode === keyMode) {
      const frame = stack[stack.length - 1] as Frame;
      if (code === 34) {
        frame.members += 1;
        text = '';
        isKey = true;
        mode = stringMode;
        return index + 1;
      }
      return code === 125 && frame.members === 0 && closeContainer(code) ? index + 1 : fail(input);
    }
    // valueMode
    if (code === 123) openContainer({});
    else if (code === 91) openContainer([]);
    else if (code === 34) {
      beginSlot();
      text = '';
      isKey = false;
      mode = stringMode;
    } else if (code === 45 || (code >= 48 && code <= 57)) {
      beginSlot();
      token = '';
      mode = numberMode;
      return index;
    } else if (literals[input.charAt(index)] !== undefined) {
      beginSlot();
      literal = input.charAt(index);
      token = '';
      mode = literalMode;
      return index;
    } else if (code !== 93 || stack[stack.length - 1]?.members !== 0 || !closeContainer(code)) return fail(input);
    return index + 1;
  };

  const readNumber = (input: string, index: number): number => {
    let at = index;
    while (at < input.length && isNumberChar(input.charCodeAt(at))) at++;
    token += input.slice(index, at);
    if (at === input.length) return at;
    const value = Number(token);
    if (!Number.isFinite(value)) return fail(input);
    setSlot(value);
    completeValue();
    return at;
  };

  const readLiteral = (input: string, index: number): number => {
    const expected = literals[literal] as { readonly word: string; readonly value: unknown };
    let at = index;
    while (at < input.length && token.length < expected.word.length) token += input.charAt(at++);
    if (!expected.word.startsWith(token)) return fail(input);
    if (token.length === expected.word.length) {
      setSlot(expected.value);
      completeValue();
    }
    return at;
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
      if (mode === stringMode && !isKey) setSlot(text);
      else if (mode === numberMode && Number.isFinite(Number(token)) && token !== '') setSlot(Number(token));
    },
    value() {
      if (hasRoot && !isEmpty(root)) return root;
      if (hasPrevious) return previous;
      return hasRoot ? root : undefined;
    },
    status() {
      if (mode === invalidMode) return 'invalid';
      if (mode === doneMode) return 'complete';
      return hasRoot || stack.length > 0 || mode !== valueMode ? 'partial' : 'empty';
    },
  };
}

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === 'object' && Object.keys(value).length === 0;
}

/** Digits, sign, decimal point and exponent: the characters a JSON number is made of. */
function isNumberChar(code: number): boolean {
  return (code >= 48 && code <= 57) || code === 45 || code === 43 || code === 46 || code === 101 || code === 69;
}
