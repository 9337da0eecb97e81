import { queryOptions } from '@tanstack/react-query';
import type { PolicyRepository } from '../../../tools/policy-repository.ts';

/** The operator's remembered policies, read from IndexedDB through the repository. */
export function policiesQueryOptions(repository: PolicyRepository) {
  return queryOptions({
    queryKey: ['tool-policies'] as const,
    queryFn: () => repository.all(),
    staleTime: 30_000,
  });
}
