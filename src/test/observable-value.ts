/**
 * A value that tells its subscribers when it is set: the shape (`read`, `subscribe`) the persistence and the
 * meter watch in the page, held here by the test instead of the store.
 */
export function observableValue<Value>(initial: Value) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    read: () => value,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: Value) {
      value = next;
      for (const listener of listeners) listener();
    },
  };
}

/** What `observableValue` returns. */
export type ObservableValue<Value> = ReturnType<typeof observableValue<Value>>;
