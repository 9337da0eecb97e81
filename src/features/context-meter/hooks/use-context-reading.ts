import { useCallback, useSyncExternalStore } from 'react';
import type { ContextReading, ContextSource } from '../context-reading.ts';

/** The latest reading of the context source; re-renders when the source reports a change. */
export function useContextReading(source: ContextSource): ContextReading {
  const subscribe = useCallback((listener: () => void) => source.subscribe(listener), [source]);
  return useSyncExternalStore(subscribe, () => source.reading());
}
