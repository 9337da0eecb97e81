import type { JsonValue } from '../core/json.ts';

/** Bounds on a tool's input: anything past them is refused before it is validated or shown. */
export interface InputLimits {
  /** Longest argument text, in characters. */
  readonly maxCharacters: number;
  /** Deepest nesting of objects and arrays. */
  readonly maxDepth: number;
}

/** Generous for any real call (a long email is a few thousand characters), far below what could stall the page. */
export const defaultInputLimits: InputLimits = { maxCharacters: 100_000, maxDepth: 16 };

/** Size and nesting of a JSON value, measured without recursion so hostile nesting cannot overflow the stack. */
export function measureJson(
  value: JsonValue,
  stopAt: InputLimits,
): { readonly characters: number; readonly depth: number } {
  let characters = 0;
  let depth = 0;
  const pending: { readonly value: JsonValue; readonly depth: number }[] = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const item = pending.pop()!;
    depth = Math.max(depth, item.depth);
    if (characters > stopAt.maxCharacters || depth > stopAt.maxDepth) break;
    const current = item.value;
    if (current === null || typeof current !== 'object') {
      characters += typeof current === 'string' ? current.length + 2 : String(current).length;
      continue;
    }
    const children = Array.isArray(current) ? (current as readonly JsonValue[]) : Object.values(current);
    if (!Array.isArray(current))
      characters += Object.keys(current).reduce((sum, key) => sum + key.length + 3, 0);
    characters += 2 + children.length;
    for (const child of children) pending.push({ value: child, depth: item.depth + 1 });
  }
  return { characters, depth };
}

/** Why the input is over the limits, or undefined when it is within them. */
export function checkInputLimits(
  name: string,
  rawArguments: string,
  args: JsonValue,
  limits: InputLimits = defaultInputLimits,
): string | undefined {
  const measured = measureJson(args, limits);
  const characters = Math.max(rawArguments.length, measured.characters);
  if (characters > limits.maxCharacters) {
    return (
      `The arguments of ${name} are too large (${characters.toLocaleString('en-US')}+ characters; the limit is ` +
      `${limits.maxCharacters.toLocaleString('en-US')}). Send only what the call needs: fewer records per call, or shorter text.`
    );
  }
  if (measured.depth > limits.maxDepth) {
    return `The arguments of ${name} are nested too deeply (more than ${limits.maxDepth} levels). Use a flat object as the input schema shows.`;
  }
  return undefined;
}
