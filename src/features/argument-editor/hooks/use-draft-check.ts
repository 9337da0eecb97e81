import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { JsonObject } from '../../../core/json.ts';
import type { ToolCall } from '../../../core/tool-call.ts';
import { effectiveArgs } from '../../../core/tool-call.ts';
import type { DraftChecker } from '../../../core/tool-call.ts';
import { draftCheckQueryOptions } from '../api/draft-check-query.ts';
import type { DraftCheck } from '../draft-check.ts';
import { draftCheckOf, draftNeedsCheck } from '../draft-check.ts';

/** Typing pauses this long before the draft is checked: one check per pause, not one per keystroke. */
const settleMs = 250;

const passes: DraftChecker = () => Promise.resolve(undefined);

/**
 * Checks the operator's draft as the check before running would (schema, the tool's own check, access, rules), once
 * typing pauses. `checkNow` checks the current draft at once (for an approval asked while a check is due) and
 * says whether it passed.
 */
export function useDraftCheck(
  call: ToolCall,
  checker: DraftChecker | undefined,
): { readonly check: DraftCheck; readonly checkNow: () => Promise<boolean> } {
  const queryClient = useQueryClient();
  const args = useMemo(() => effectiveArgs(call), [call]);
  const key = useMemo(() => JSON.stringify(args), [args]);
  const needed = checker !== undefined && draftNeedsCheck(call);
  const [settledKey, setSettledKey] = useState(key);
  useEffect(() => {
    const timer = setTimeout(() => setSettledKey(key), settleMs);
    return () => clearTimeout(timer);
  }, [key]);
  const settledArgs = useMemo(() => JSON.parse(settledKey) as JsonObject, [settledKey]);
  const settled = useQuery({
    ...draftCheckQueryOptions(checker ?? passes, call.id, call.name, settledArgs),
    enabled: needed && settledKey === key,
  });
  const current = draftCheckQueryOptions(checker ?? passes, call.id, call.name, args);
  const cached = settledKey === key ? settled.data : queryClient.getQueryData(current.queryKey);
  const check = draftCheckOf(call, cached, needed);
  const checkNow = useCallback(async () => {
    if (!needed) return true;
    try {
      return (await queryClient.fetchQuery(current)) === null;
    } catch {
      return false;
    }
  }, [needed, queryClient, current]);
  return { check, checkNow };
}
