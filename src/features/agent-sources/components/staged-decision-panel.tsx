import { useId, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { JsonBlock } from '../../../components/json-block.tsx';
import { changedValues, describeChange } from '../../../core/argument-changes.ts';
import { stagedDecisionName } from '../../../core/staged-decision.ts';
import type { StagedDecision } from '../../../core/source.ts';
import type { ToolCall } from '../../../core/tool-call.ts';
import { useAppStore } from '../../../store/app-store.ts';

function stagedSummary(call: ToolCall, staged: StagedDecision): string {
  if (staged.kind === 'decline')
    return staged.reason ? `Decline: ${staged.reason}` : 'Decline, with no reason.';
  if (staged.kind === 'answer') return 'Answer:';
  const changes = changedValues(call.args, staged.approvedArgs);
  return changes.length === 0
    ? 'Approve as proposed.'
    : `Approve with ${changes.map((change) => describeChange(change)).join('; ')}.`;
}

/**
 * The decision staged on a remote call, waiting for the run's other requests: what will be sent, and the one way
 * to replace it, Change decision, which says what it takes back. Approve and Decline are not offered meanwhile,
 * so a second click never replaces a staged decision silently.
 */
export function StagedDecisionPanel({
  conversationId,
  call,
  staged,
}: {
  readonly conversationId: string;
  readonly call: ToolCall;
  readonly staged: StagedDecision;
}) {
  const descriptionId = useId();
  const [error, setError] = useState<string>();
  const name = stagedDecisionName(staged);
  const change = async () => {
    const result = await useAppStore.getState().changeStagedDecision(conversationId, call.id);
    setError(result.ok ? undefined : result.reason);
  };
  return (
    <div
      role="group"
      aria-label="Staged decision"
      className="space-y-2 rounded-md border border-teal-300 bg-teal-50 p-2 text-sm text-teal-950 dark:border-teal-800 dark:bg-teal-950/60 dark:text-teal-100"
    >
      <p className="font-medium">
        {name[0]!.toUpperCase() + name.slice(1)} staged by {staged.by}: not sent yet. It goes with the
        run&apos;s other answers once every request is decided.
      </p>
      <p className="[overflow-wrap:anywhere]">{stagedSummary(call, staged)}</p>
      {staged.kind === 'answer' ? <JsonBlock value={staged.payload} label="Staged answer" /> : null}
      {staged.kind === 'approve' && staged.feedback ? (
        <p className="[overflow-wrap:anywhere]">Note to the agent: {staged.feedback}</p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" aria-describedby={descriptionId} onClick={() => void change()}>
          Change decision
        </Button>
        <p id={descriptionId} className="text-xs">
          Takes back the staged {name} by {staged.by} so you can decide {call.name} again.
        </p>
      </div>
      {error ? (
        <p role="alert" className="text-xs text-red-800 dark:text-red-200">
          {error}
        </p>
      ) : null}
    </div>
  );
}
