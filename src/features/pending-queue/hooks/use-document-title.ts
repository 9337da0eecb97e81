import { useEffect } from 'react';

/** Puts the number of waiting calls in the tab title, where an operator in another tab still sees it. */
export function useDocumentTitle(pendingCount: number, base = 'Toolgate') {
  useEffect(() => {
    document.title =
      pendingCount > 0
        ? `(${pendingCount}) ${pendingCount === 1 ? 'call' : 'calls'} pending · ${base}`
        : base;
  }, [pendingCount, base]);
}
