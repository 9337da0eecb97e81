import { createPartialJsonBuilder, type PartialJsonStatus } from './partial-json-builder.ts';

/** How far a preview has got: nothing yet, part of a value, a whole value, or text that is not JSON. */
export type ArgumentPreviewStatus = PartialJsonStatus;

/**
 * A live, best-effort view of a tool call's arguments while they stream, for the UI. Each fragment is read
 * once, so the cost grows with the argument's length rather than with length times fragments.
 */
export interface ArgumentPreview {
  /** Adds the next `tool-input-delta` fragment. */
  push(fragment: string): void;
  /**
   * The value so far: containers hold the members read so far, a string being written shows its text so far,
   * a number shows its digits so far; keys and literals show once complete. When the text holds several
   * top-level values back to back (`{}{"a":1}`), the last non-empty one. `undefined` before anything parses.
   * The value is the preview's own working copy, updated in place by later fragments: render it, do not keep
   * or mutate it (`structuredClone` it to keep a snapshot).
   */
  current(): unknown;
  /** `invalid` once the text stops being JSON; the preview then keeps what it had. */
  status(): ArgumentPreviewStatus;
  /** The deepest nesting of objects and arrays read so far: a deep value costs its depth squared to indent. */
  deepest(): number;
}

/** Creates an empty argument preview. */
export function createArgumentPreview(): ArgumentPreview {
  const builder = createPartialJsonBuilder();
  return {
    push: (fragment) => builder.write(fragment),
    current: () => builder.value(),
    status: () => builder.status(),
    deepest: () => builder.deepest(),
  };
}
