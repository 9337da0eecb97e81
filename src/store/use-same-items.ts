import { useRef } from 'react';

/** Whether two lists hold the same items, by identity, in the same order. */
export function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index += 1) if (!Object.is(a[index], b[index])) return false;
  return true;
}

/**
 * A list selector whose result keeps its identity while its items are the same ones, so the component
 * re-renders only when one of them changes. zustand's `useShallow` compares lists by building a Map of each
 * at every store change; a queue of a thousand calls, read at every event of a fleet, is compared here in one
 * pass that stops at the first difference.
 */
export function useSameItems<State, Item>(
  selector: (state: State) => readonly Item[],
): (state: State) => readonly Item[] {
  const previous = useRef<readonly Item[] | undefined>(undefined);
  return (state) => {
    const next = selector(state);
    const last = previous.current;
    if (last && sameItems(last, next)) return last;
    previous.current = next;
    return next;
  };
}
