import type { Refusal, ToolCall } from '../../core/tool-call.ts';
import { modifiedKeys } from '../../core/tool-call.ts';

/**
 * Where the check of the operator's draft stands. `not-needed`: the draft is what the model proposed, which
 * the agent checked before the call waited (or no checker is at hand, as in a bare test).
 */
export type DraftCheck =
  | { readonly status: 'not-needed' }
  | { readonly status: 'checking' }
  | { readonly status: 'passed' }
  | { readonly status: 'refused'; readonly refusal: Refusal };

/** Whether a draft needs the tool's check before it can be approved: a pending call the operator changed. */
export function draftNeedsCheck(call: ToolCall): boolean {
  return call.status === 'pending' && modifiedKeys(call).length > 0;
}

/** The state of a draft's check from the cached answer for exactly its arguments (undefined: not known yet). */
export function draftCheckOf(
  call: ToolCall,
  cached: Refusal | null | undefined,
  hasChecker: boolean,
): DraftCheck {
  if (!hasChecker || !draftNeedsCheck(call)) return { status: 'not-needed' };
  if (cached === undefined) return { status: 'checking' };
  return cached ? { status: 'refused', refusal: cached } : { status: 'passed' };
}
