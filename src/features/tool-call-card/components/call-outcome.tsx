import { Badge } from '../../../components/badge.tsx';
import type { ToolCall } from '../../../core/tool-call.ts';
import { deadlineReasonWithoutRule } from '../../../core/rules/call-deadline.ts';
import { afterExplanation } from '../../../core/rules/describe-rule.ts';
import { approvalOf } from '../../../core/tool-call.ts';
import { declineWords, refusalSourceText, ruleExplanation } from '../call-facts.ts';

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * One line on who decided and how: the rule that decided (named with its number and what it matches), the
 * tier, or the operator with edits and feedback; a refusal's source; for a pending call, the rule that asked.
 */
export function CallOutcome({ call }: { readonly call: ToolCall }) {
  const approval = approvalOf(call);
  const byRule = ruleExplanation(call);
  if (call.status === 'pending') {
    return byRule ? (
      <p
        className="text-xs text-zinc-700 [overflow-wrap:anywhere] dark:text-zinc-300"
        data-testid="rule-explanation"
      >
        {capitalized(byRule)}.
      </p>
    ) : null;
  }
  if (call.status === 'refused' && byRule) {
    // The message the model reads opens with the same explanation; the card says it once.
    const detail = call.refusal.rule
      ? afterExplanation(call.refusal.message, 'deny', call.refusal.rule)
      : call.refusal.message;
    return (
      <p className="text-xs text-red-800 [overflow-wrap:anywhere] dark:text-red-300">
        <span className="font-semibold" data-testid="rule-explanation">
          {capitalized(byRule)}.
        </span>
        {detail ? ` ${detail}` : null}
      </p>
    );
  }
  if (call.status === 'refused') {
    return (
      <p className="text-xs text-red-800 [overflow-wrap:anywhere] dark:text-red-300">
        <span className="font-semibold">Refused by {refusalSourceText(call.refusal.source)}.</span>{' '}
        {call.refusal.message}
      </p>
    );
  }
  if (call.status === 'declined' && byRule && call.rule) {
    // The reason the model reads names the rule too; the card says it once.
    const detail = call.reason ? deadlineReasonWithoutRule(call.reason, call.rule) : '';
    return (
      <p className="text-xs text-zinc-700 [overflow-wrap:anywhere] dark:text-zinc-300">
        <span className="font-semibold" data-testid="rule-explanation">
          {capitalized(byRule)}.
        </span>
        {detail ? ` ${capitalized(detail)}` : null}
      </p>
    );
  }
  if (call.status === 'declined') {
    const { lead, detail } = declineWords(call);
    return (
      <p className="text-xs text-zinc-700 [overflow-wrap:anywhere] dark:text-zinc-300">
        <span className="font-semibold">{lead}</span>
        {detail ? `: ${detail}` : '.'}
      </p>
    );
  }
  if (!approval) return null;
  return (
    <div className="flex flex-wrap items-center gap-1.5 text-xs text-zinc-700 dark:text-zinc-300">
      {byRule ? (
        <span className="font-medium [overflow-wrap:anywhere]" data-testid="rule-explanation">
          {capitalized(byRule)}
        </span>
      ) : (
        <span>
          {approval.by === 'operator'
            ? 'Approved by the operator'
            : 'Ran without asking: read-only tools need no approval'}
        </span>
      )}
      {approval.modifiedKeys.length > 0 ? (
        <Badge tone="waiting">edited: {approval.modifiedKeys.join(', ')}</Badge>
      ) : null}
      {approval.feedback ? (
        <span className="min-w-0 italic [overflow-wrap:anywhere]">“{approval.feedback}”</span>
      ) : null}
    </div>
  );
}
