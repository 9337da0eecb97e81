import { Button } from '../../../components/button.tsx';
import type { SetAsideChoice } from '../../../core/set-aside.ts';
import { setAsideChoiceLabels } from '../../../core/set-aside.ts';
import { useAppStore } from '../../../store/app-store.ts';

const choices: readonly SetAsideChoice[] = ['quarter-hour', 'hour', 'queue-empty'];

/**
 * "Not now": sets the call aside without deciding it. It leaves the queue and comes back with a notice; its
 * deadline still runs, and the agent is told nothing. `onSetAside` moves the review on.
 */
export function NotNowMenu({
  callId,
  onSetAside,
}: {
  readonly callId: string;
  readonly onSetAside: () => void;
}) {
  return (
    <div
      role="group"
      aria-label="Not now: set this call aside"
      className="flex flex-wrap items-center gap-1.5"
    >
      <span className="text-[11px] text-zinc-600 dark:text-zinc-400">Not now:</span>
      {choices.map((choice) => (
        <Button
          key={choice}
          size="sm"
          variant="ghost"
          className="border-zinc-200 dark:border-zinc-700"
          onClick={() => {
            useAppStore.getState().setCallAside(callId, choice, Date.now());
            onSetAside();
          }}
        >
          {setAsideChoiceLabels[choice]}
        </Button>
      ))}
    </div>
  );
}
