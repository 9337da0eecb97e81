import { Badge } from '../../../components/badge.tsx';
import type { ToolCall } from '../../../core/tool-call.ts';
import { approvalOf } from '../../../core/tool-call.ts';
import { refusalSourceText } from '../call-facts.ts';

/** One line on who decided and how: by policy or by the operator, with edits, feedback, or a refusal's source. */
export function CallOutcome({ call }: { readonly call: ToolCall }) {
  const approval = approvalOf(call);
  if (call.status === 'refused') {
    return (
      <p className="text-xs text-red-800 [overflow-wrap:anywhere] dark:text-red-300">
        <span className="font-semibold">Refused by {refusalSourceText(call.refusal.source)}.</span>{' '}
        {call.refusal.message}
      </p>
    );
  }
  if (call.status === 'declined') {
    return (
      <p className="text-xs text-zinc-700 [overflow-wrap:anywhere] dark:text-zinc-300">
        <span className="font-semibold">
          Declined by {call.by === 'operator' ? 'the operator' : 'policy'}
        </span>
        {call.reason ? `: ${call.reason}` : '.'}
      </p>
    );
  }
  if (!approval) return null;
  return (
    <div className="flex flex-wrap items-center gap-1.5 text-xs text-zinc-700 dark:text-zinc-300">
      <span>Approved by {approval.by === 'operator' ? 'the operator' : 'policy'}</span>
      {approval.modifiedKeys.length > 0 ? (
        <Badge tone="waiting">edited: {approval.modifiedKeys.join(', ')}</Badge>
      ) : null}
      {approval.feedback ? (
        <span className="min-w-0 italic [overflow-wrap:anywhere]">“{approval.feedback}”</span>
      ) : null}
    </div>
  );
}
