import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import type { ApproveAllPlan } from '../approve-all-plan.ts';

/**
 * Approves every shown call that passes its check. Destructive calls among them need a second, explicit
 * confirmation that names them; invalid calls stay pending for review.
 */
export function ApproveAll({
  plan,
  onApprove,
}: {
  readonly plan: ApproveAllPlan;
  readonly onApprove: (callIds: readonly string[]) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const count = plan.approvable.length;
  const run = () => {
    onApprove(plan.approvable.map((call) => call.id));
    setConfirming(false);
  };
  if (confirming && plan.destructive.length > 0) {
    return (
      <div
        role="alert"
        className="space-y-2 rounded-md border border-red-300 bg-red-50 p-2 text-xs text-red-900 dark:border-red-800 dark:bg-red-950/50 dark:text-red-200"
      >
        <p>
          <span className="font-semibold">
            {plan.destructive.length} destructive {plan.destructive.length === 1 ? 'call is' : 'calls are'}{' '}
            included:
          </span>{' '}
          <span className="font-mono [overflow-wrap:anywhere]">
            {plan.destructive.map((call) => call.name).join(', ')}
          </span>
          . They cannot be undone.
        </p>
        <div className="flex gap-2">
          <Button size="sm" variant="danger" onClick={run}>
            Approve all, including destructive
          </Button>
          <Button size="sm" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="flex items-center gap-2">
      <Button
        size="sm"
        variant="secondary"
        disabled={count === 0}
        onClick={() => (plan.destructive.length > 0 ? setConfirming(true) : run())}
      >
        Approve all <span className="tabular-nums text-zinc-600 dark:text-zinc-400">({count})</span>
      </Button>
      {plan.blocked.length > 0 ? (
        <span className="text-[11px] text-zinc-600 dark:text-zinc-400">
          {plan.blocked.length} need{plan.blocked.length === 1 ? 's' : ''} fixing first
        </span>
      ) : null}
    </div>
  );
}
