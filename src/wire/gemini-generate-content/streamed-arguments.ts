import { formatJsonPath, type JsonPathStep } from './json-path.ts';

/** The value a streamed argument carries: a scalar, or `undefined` when the entry only ends a string. */
export type StreamedValue = string | number | boolean | null | undefined;

/** The JSON text one streamed argument adds, or why it cannot be placed. */
export type StreamedText =
  { readonly ok: true; readonly text: string } | { readonly ok: false; readonly error: string };

/**
 * Turns Gemini's streamed function-call arguments (`partialArgs`: a JSON Path, a scalar, and `willContinue`
 * for a string that goes on in the next entry) into JSON text, written left to right as the model writes the
 * arguments. The text of every entry is a fragment like any other format's, so the live argument preview and
 * the raw arguments work unchanged; the joined fragments plus {@link StreamedArguments.finish} are the
 * arguments' compact JSON.
 *
 * Entries must arrive in document order, as a model writes them: a member that was already written, or an
 * index below one already written, cannot be placed and is an error (the call is then not run). A skipped
 * array index is filled with `null`.
 */
export interface StreamedArguments {
  write(path: readonly JsonPathStep[], value: StreamedValue, continues: boolean): StreamedText;
  /** The text that closes an open string and every open container; "" when nothing was written. */
  finish(): string;
}

interface Container {
  readonly kind: 'object' | 'array';
  /** The step that opened it inside its parent; the root has none. */
  readonly step: JsonPathStep | undefined;
  count: number;
  readonly names: Set<string>;
}

/** Creates the writer of one call's streamed arguments. */
export function createStreamedArguments(): StreamedArguments {
  const stack: Container[] = [];
  let openString: readonly JsonPathStep[] | undefined;

  const closeString = (): string => {
    if (openString === undefined) return '';
    openString = undefined;
    return '"';
  };

  /** Closes containers until the open ones are a prefix of `parent`; returns the closing text. */
  const closeTo = (parent: readonly JsonPathStep[]): string => {
    let shared = 0;
    while (shared < parent.length && shared + 1 < stack.length && stack[shared + 1]?.step === parent[shared])
      shared += 1;
    let text = '';
    while (stack.length > shared + 1) text += stack.pop()?.kind === 'array' ? ']' : '}';
    return text;
  };

  /** Places one step inside the innermost open container: separator and member name, or `null` gaps. */
  const place = (step: JsonPathStep, path: readonly JsonPathStep[]): StreamedText => {
    const container = stack[stack.length - 1];
    if (container === undefined) return { ok: false, error: 'no container is open' };
    let text = '';
    if (container.kind === 'object') {
      if (typeof step !== 'string') return { ok: false, error: `${formatJsonPath(path)} indexes an object` };
      if (container.names.has(step))
        return { ok: false, error: `${formatJsonPath(path)} arrived after that member was written` };
      container.names.add(step);
      text = `${container.count > 0 ? ',' : ''}${JSON.stringify(step)}:`;
    } else {
      if (typeof step !== 'number')
        return { ok: false, error: `${formatJsonPath(path)} names a member of an array` };
      if (step < container.count)
        return { ok: false, error: `${formatJsonPath(path)} arrived after that element was written` };
      for (; container.count < step; container.count++) text += container.count > 0 ? ',null' : 'null';
      text += container.count > 0 ? ',' : '';
    }
    container.count += 1;
    return { ok: true, text };
  };

  const scalar = (value: Exclude<StreamedValue, undefined>, continues: boolean): string => {
    if (typeof value !== 'string') return JSON.stringify(value);
    return `"${escape(value)}${continues ? '' : '"'}`;
  };

  return {
    write(path, value, continues) {
      if (path.length === 0)
        return { ok: false, error: 'a streamed argument at $ would replace the arguments object' };
      let text = '';
      if (openString !== undefined) {
        if (samePath(openString, path)) {
          if (value !== undefined && typeof value !== 'string')
            return { ok: false, error: `${formatJsonPath(path)} changed from a string to a ${typeof value}` };
          text = value === undefined ? '' : escape(value);
          if (!continues) text += closeString();
          return { ok: true, text };
        }
        text += closeString();
      }
      if (value === undefined) return { ok: true, text };
      if (stack.length === 0) {
        stack.push({ kind: 'object', step: undefined, count: 0, names: new Set() });
        text += '{';
      }
      text += closeTo(path.slice(0, -1));
      for (let depth = stack.length - 1; depth < path.length; depth++) {
        const step = path[depth] as JsonPathStep;
        const placed = place(step, path.slice(0, depth + 1));
        if (!placed.ok) return placed;
        text += placed.text;
        if (depth === path.length - 1) break;
        const next = path[depth + 1];
        const kind = typeof next === 'number' ? 'array' : 'object';
        stack.push({ kind, step, count: 0, names: new Set() });
        text += kind === 'array' ? '[' : '{';
      }
      text += scalar(value, continues);
      if (typeof value === 'string' && continues) openString = path;
      return { ok: true, text };
    },
    finish() {
      let text = closeString();
      while (stack.length > 0) text += stack.pop()?.kind === 'array' ? ']' : '}';
      return text;
    },
  };
}

function samePath(a: readonly JsonPathStep[], b: readonly JsonPathStep[]): boolean {
  return a.length === b.length && a.every((step, index) => step === b[index]);
}

/** A string's JSON escaping without its quotes; escaping is per character, so pieces escape independently. */
function escape(value: string): string {
  const quoted = JSON.stringify(value);
  return quoted.slice(1, -1);
}
