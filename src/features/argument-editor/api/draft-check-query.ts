import type { QueryClient } from '@tanstack/react-query';
import { queryOptions } from '@tanstack/react-query';
import type { JsonObject } from '../../../core/json.ts';
import type { DraftChecker, Refusal, ToolCall } from '../../../core/tool-call.ts';
import { effectiveArgs } from '../../../core/tool-call.ts';
import type { DraftCheck } from '../draft-check.ts';
import { draftCheckOf } from '../draft-check.ts';

/**
 * The check of one draft: keyed by call, tool and arguments, so going back to a value already checked answers
 * from the cache at once (rules may be scoped to a call). The answer is `null` when the draft passes. It reads
 * the tools' data and the rules, which may change under it, so it is kept for a short while only; the check
 * just before running has the last word anyway.
 */
export function draftCheckQueryOptions(
  checker: DraftChecker,
  callId: string,
  name: string,
  args: JsonObject,
) {
  return queryOptions({
    queryKey: ['draft-check', callId, name, JSON.stringify(args)] as const,
    queryFn: async ({ signal }): Promise<Refusal | null> =>
      (await checker(name, args, signal, callId)) ?? null,
    staleTime: 15_000,
    gcTime: 60_000,
    retry: false,
  });
}

/**
 * What is known now of the check of the call's draft, from the cache alone: for the decisions taken outside
 * its review (the `a` key, "Approve all"), which approve only a draft whose check has passed.
 */
export function cachedDraftCheck(
  queryClient: QueryClient,
  checker: DraftChecker,
  call: ToolCall,
): DraftCheck {
  const { queryKey } = draftCheckQueryOptions(checker, call.id, call.name, effectiveArgs(call));
  return draftCheckOf(call, queryClient.getQueryData(queryKey), true);
}
