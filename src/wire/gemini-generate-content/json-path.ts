/** One step of a JSON Path: an object member name or an array index. */
export type JsonPathStep = string | number;

/**
 * Parses the JSON Path (RFC 9535) of a streamed Gemini argument into steps: `$`, then `.name` shorthands,
 * `['name']` / `["name"]` members (with JSON-style escapes) and `[n]` indices, as in `$.recipe.items[0]`.
 * Returns undefined for anything else (filters, wildcards, slices, negative indices), which a single
 * argument's location never needs.
 */
export function parseJsonPath(path: string): readonly JsonPathStep[] | undefined {
  if (path.charCodeAt(0) !== dollar) return undefined;
  const steps: JsonPathStep[] = [];
  let index = 1;
  while (index < path.length) {
    const code = path.charCodeAt(index);
    if (code === dot) {
      const match = shorthand.exec(path.slice(index + 1));
      if (match === null) return undefined;
      steps.push(match[0]);
      index += 1 + match[0].length;
    } else if (code === openBracket) {
      const step = readBracket(path, index);
      if (step === undefined) return undefined;
      steps.push(step.value);
      index = step.end;
    } else {
      return undefined;
    }
  }
  return steps;
}

/** Writes steps back as a path, for messages: `$.a[0]['b c']`. */
export function formatJsonPath(steps: readonly JsonPathStep[]): string {
  return steps.reduce<string>((path, step) => {
    if (typeof step === 'number') return `${path}[${step}]`;
    return shorthand.exec(step)?.[0] === step ? `${path}.${step}` : `${path}[${JSON.stringify(step)}]`;
  }, '$');
}

const dollar = 36;
const dot = 46;
const openBracket = 91;
/** RFC 9535 member-name-shorthand: a letter, `_` or non-ASCII character, then those or digits. */
const shorthand = /^[A-Za-z_\u0080-\uffff][A-Za-z0-9_\u0080-\uffff]*/;

function readBracket(path: string, start: number): { value: JsonPathStep; end: number } | undefined {
  const index = /^\[(0|[1-9][0-9]*)\]/.exec(path.slice(start));
  if (index !== null) {
    const value = Number(index[1]);
    return Number.isSafeInteger(value) ? { value, end: start + index[0].length } : undefined;
  }
  const quote = path[start + 1];
  if (quote !== "'" && quote !== '"') return undefined;
  let cursor = start + 2;
  let name = '';
  while (cursor < path.length) {
    const char = path[cursor];
    if (char === quote) {
      return path[cursor + 1] === ']' ? { value: name, end: cursor + 2 } : undefined;
    }
    if (char === '\\') {
      const escaped = readEscape(path, cursor);
      if (escaped === undefined) return undefined;
      name += escaped.text;
      cursor = escaped.end;
    } else {
      name += char;
      cursor += 1;
    }
  }
  return undefined;
}

const simpleEscapes: Readonly<Record<string, string>> = {
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  '/': '/',
  '\\': '\\',
  "'": "'",
  '"': '"',
};

function readEscape(path: string, at: number): { text: string; end: number } | undefined {
  const kind = path[at + 1];
  if (kind === undefined) return undefined;
  const simple = simpleEscapes[kind];
  if (simple !== undefined) return { text: simple, end: at + 2 };
  if (kind !== 'u') return undefined;
  const hex = path.slice(at + 2, at + 6);
  return /^[0-9A-Fa-f]{4}$/.test(hex)
    ? { text: String.fromCharCode(parseInt(hex, 16)), end: at + 6 }
    : undefined;
}
