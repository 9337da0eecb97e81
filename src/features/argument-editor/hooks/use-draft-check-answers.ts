import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/**
 * Counts the answers of draft checks that arrived in the query cache: what reads the checks from the cache
 * alone (the queue's "Approve all") depends on it, so it reads them again when a check answers.
 */
export function useDraftCheckAnswers(): number {
  const queryClient = useQueryClient();
  const [answers, setAnswers] = useState(0);
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.query.queryKey[0] !== 'draft-check') return;
        if (event.action.type === 'success' || event.action.type === 'error')
          setAnswers((count) => count + 1);
      }),
    [queryClient],
  );
  return answers;
}
