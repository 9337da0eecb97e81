import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ToolPolicy } from '../../../tools/tool-definition.ts';
import type { PolicyRepository } from '../../../tools/policy-repository.ts';
import { policiesQueryOptions } from '../api/policy-queries.ts';

/** Remembers a tool's policy and refreshes the list; `ask` forgets the entry so the default applies. */
export function useSetPolicy(repository: PolicyRepository) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tool, policy }: { readonly tool: string; readonly policy: ToolPolicy }) =>
      policy === 'ask' ? repository.reset(tool) : repository.set(tool, policy),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: policiesQueryOptions(repository).queryKey }),
  });
}
