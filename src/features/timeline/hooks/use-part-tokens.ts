import { useCallback, useSyncExternalStore } from 'react';
import type { PartTokenSource } from '../part-token-source.ts';

const noSource = {
  subscribe: () => () => undefined,
  tokensOf: () => undefined,
  isEstimate: () => true,
} satisfies PartTokenSource;

/** One part's token count and whether it is an estimate, re-read only when the source reports a change. */
export function usePartTokens(source: PartTokenSource | undefined, partId: string) {
  const active = source ?? noSource;
  const subscribe = useCallback((listener: () => void) => active.subscribe(listener), [active]);
  const tokens = useSyncExternalStore(subscribe, () => active.tokensOf(partId));
  const estimate = useSyncExternalStore(subscribe, () => active.isEstimate());
  return { tokens, estimate };
}
