import { Button } from '../../../components/button.tsx';
import type { ApproveAllPlan } from '../approve-all-plan.ts';

/**
 * Approves every call in scope that passes its check; invalid calls stay pending for review. When destructive
 * calls are in scope, `onApprove` asks for the confirmation that names them before anything runs.
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
        <span className="text-[11px] font-medium text-red-700 dark:text-red-300">
          {plan.destructive.length} destructive, asks first
        </span>
      ) : null}
      {plan.checking.length > 0 ? (
        <span className="text-[11px] text-zinc-600 dark:text-zinc-400">
          {plan.checking.length} being checked
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
