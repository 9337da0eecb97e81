import { Button } from '../../../components/button.tsx';
import type { ApproveAllPlan } from '../approve-all-plan.ts';

/** What Approve all asks a confirmation for: "2 destructive and 1 of unknown tier, asks first". */
function asksFirst(plan: ApproveAllPlan): string {
  const unknown = plan.unknownTier.length;
  const destructive = plan.destructive.length - unknown;
  const parts = [
    destructive > 0 ? `${destructive} destructive` : undefined,
    unknown > 0 ? `${unknown} of unknown tier` : undefined,
  ].filter((part) => part !== undefined);
  return `${parts.join(' and ')}, asks first`;
}

/**
 * Approves every call in scope that passes its check; invalid calls stay pending for review. When destructive
 * calls (or calls of unknown tier) are in scope, `onApprove` asks for the confirmation that names them before anything runs.
 */
export function ApproveAll({
  plan,
  onApprove,
}: {
  readonly plan: ApproveAllPlan;
  readonly onApprove: (callIds: readonly string[]) => void;
}) {
  const count = plan.approvable.length;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        size="sm"
        variant={plan.destructive.length > 0 ? 'danger' : 'secondary'}
        disabled={count === 0}
        onClick={() => onApprove(plan.approvable.map((call) => call.id))}
      >
        Approve all <span className="tabular-nums opacity-80">({count})</span>
      </Button>
      {plan.destructive.length > 0 ? (
        <span className="text-[11px] font-medium text-red-700 dark:text-red-300">{asksFirst(plan)}</span>
      ) : null}
      {plan.checking.length > 0 ? (
        <span className="text-[11px] text-zinc-600 dark:text-zinc-400">
          {plan.checking.length} being checked
        </span>
      ) : null}
      {plan.waiting.length > 0 ? (
        <span className="text-[11px] text-zinc-600 dark:text-zinc-400">
          {plan.waiting.length} wait{plan.waiting.length === 1 ? 's' : ''} for{' '}
          {plan.waiting.length === 1 ? 'its' : 'their'} server
        </span>
      ) : null}
      {plan.blocked.length > 0 ? (
        <span className="text-[11px] text-zinc-600 dark:text-zinc-400">
          {plan.blocked.length} need{plan.blocked.length === 1 ? 's' : ''} fixing first
        </span>
      ) : null}
    </div>
  );
}
