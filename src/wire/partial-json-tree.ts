type Container = Record<string, unknown> | unknown[];

interface Frame {
  readonly container: Container;
  readonly isArray: boolean;
  key: string;
  /** Members begun so far, to refuse a closing bracket right after a comma. */
  members: number;
}

/**
 * The value side of the partial JSON reader: the value under construction, built in place as the reader
 * meets its parts. Primitives are placed in a slot that is written again as they grow (a string's text so
 * far), containers as soon as they open. After a whole top-level value, the next one starts a new tree;
 * `value()` then prefers the newest non-empty one, as the argument rules do.
 */
export interface PartialJsonTree {
  readonly depth: number;
  /** The deepest nesting of containers opened so far. */
  readonly deepest: number;
  innermostIsArray(): boolean;
  /** Starts a primitive value at the current position (the next array element, the current key, or the root). */
  beginValue(): void;
  /** Writes the primitive begun last; call again as it grows. */
  setValue(value: unknown): void;
  openContainer(isArray: boolean): void;
  /**
   * Closes the innermost container when it is of that kind. `empty` is set when the bracket comes where a
   * value or key was expected: then only an empty container may close, as after a comma it is not JSON.
   */
  closeContainer(isArray: boolean, empty: boolean): boolean;
  /** A key is starting: counts a member, so that `{"a":1,}` is refused. */
  beginKey(): void;
  setKey(key: string): void;
  /** The top-level value is whole. */
  completeTop(): void;
  /** Another top-level value follows: start a new tree. */
  restart(): void;
  readonly started: boolean;
  value(): unknown;
}

/** Creates an empty tree. */
export function createPartialJsonTree(): PartialJsonTree {
  const stack: Frame[] = [];
  let root: unknown;
  let hasRoot = false;
  let previous: unknown;
  let hasPrevious = false;
  // Where the primitive being read goes: a container and key, or the root when the container is undefined.
  let slotContainer: Container | undefined;
  let slotKey: string | number = 0;
  let deepest = 0;

  const innermost = (): Frame | undefined => stack[stack.length - 1];
  const beginValue = (): void => {
    const frame = innermost();
    if (frame !== undefined) frame.members += 1;
    slotContainer = frame?.container;
    slotKey = frame === undefined ? 0 : frame.isArray ? (frame.container as unknown[]).length : frame.key;
  };
  const setValue = (value: unknown): void => {
    if (slotContainer === undefined) {
      root = value;
      hasRoot = true;
    } else if (slotKey === '__proto__') {
      Object.defineProperty(slotContainer, slotKey, { value, writable: true, enumerable: true });
    } else {
      (slotContainer as Record<string | number, unknown>)[slotKey] = value;
    }
  };

  return {
    get depth() {
      return stack.length;
    },
    get deepest() {
      return deepest;
    },
    get started() {
      return hasRoot || stack.length > 0;
    },
    innermostIsArray: () => innermost()?.isArray ?? false,
    beginValue,
    setValue,
    openContainer(isArray) {
      const container: Container = isArray ? [] : {};
      beginValue();
      setValue(container);
      stack.push({ container, isArray, key: '', members: 0 });
      deepest = Math.max(deepest, stack.length);
    },
    closeContainer(isArray, empty) {
      const frame = innermost();
      if (frame === undefined || frame.isArray !== isArray || (empty && frame.members > 0)) return false;
      stack.pop();
      return true;
    },
    beginKey() {
      const frame = innermost();
      if (frame !== undefined) frame.members += 1;
    },
    setKey(key) {
      const frame = innermost();
      if (frame !== undefined) frame.key = key;
    },
    completeTop() {
      if (isEmpty(root)) return;
      previous = root;
      hasPrevious = true;
    },
    restart() {
      root = undefined;
      hasRoot = false;
    },
    value() {
      if (hasRoot && !isEmpty(root)) return root;
      if (hasPrevious) return previous;
      return hasRoot ? root : undefined;
    },
  };
}

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === 'object' && Object.keys(value).length === 0;
}
