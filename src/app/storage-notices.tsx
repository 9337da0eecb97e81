import { Button } from '../components/button.tsx';
import { useAppStore } from '../store/app-store.ts';
import type { SaveStatus } from '../store/persistence/save-status.ts';

/** Says at once that saving fails, what and why, and when it is tried again; the operator may try at once. */
function SaveFailure({
  status,
  retry,
}: {
  readonly status: SaveStatus;
  readonly retry: () => Promise<void>;
}) {
  if (status.status !== 'failing') return null;
  const seconds = Math.max(1, Math.round((status.retryAt - Date.now()) / 1000));
  return (
    <div
      role="alert"
      className="flex shrink-0 flex-wrap items-center gap-x-3 gap-y-1 border-b border-red-300 bg-red-50 px-4 py-2 text-sm text-red-950 dark:border-red-900 dark:bg-red-950/50 dark:text-red-100"
    >
      <p className="min-w-0 flex-1 [overflow-wrap:anywhere]">
        <span className="font-semibold">Not saved:</span> the latest changes to {status.what} could not be
        stored in this browser ({status.error}). They are kept on this page and saving is tried again in about{' '}
        {seconds} s{status.attempts > 1 ? ` (attempt ${status.attempts})` : ''}; do not reload until this goes
        away.
      </p>
      <Button size="sm" onClick={() => void retry()}>
        Save now
      </Button>
    </div>
  );
}

/**
 * What the operator must know about storage at once: a save that fails, a stored conversation that was kept
 * aside instead of opened (with the way to the list of conversations), and a remote thread that was open before
 * the reload and could not be opened again.
 */
export function StorageNotices() {
  const saveStatus = useAppStore((state) => state.saveStatus);
  const feedbackSaveStatus = useAppStore((state) => state.feedbackSaveStatus);
  const retrySave = useAppStore((state) => state.retrySave);
  const heldSaveStatus = useAppStore((state) => state.heldSaveStatus);
  const flushHeld = useAppStore((state) => state.flushHeldConversations);
  return (
    <>
      <SaveFailure status={saveStatus} retry={retrySave} />
      <SaveFailure status={feedbackSaveStatus} retry={retrySave} />
      <SaveFailure status={heldSaveStatus} retry={flushHeld} />
      <SetAsideNotice />
      <ReopenNotice />
    </>
  );
}

function SetAsideNotice() {
  const setAside = useAppStore((state) => state.setAside);
  const dismiss = useAppStore((state) => state.dismissSetAside);
  const setScreen = useAppStore((state) => state.setScreen);
  if (!setAside) return null;
  return (
    <div
      role="alert"
      className="flex shrink-0 flex-wrap items-center gap-x-3 gap-y-1 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/50 dark:text-amber-100"
    >
      <p className="min-w-0 flex-1 break-words">
        The stored conversation “{setAside.title}” could not be opened and was kept aside (nothing was
        deleted): <span className="break-all">{setAside.reason}</span>
      </p>
      <Button size="sm" onClick={() => setScreen('conversations')}>
        Conversations
      </Button>
      <Button size="sm" variant="ghost" onClick={dismiss}>
        Dismiss
      </Button>
    </div>
  );
}

function ReopenNotice() {
  const problem = useAppStore((state) => state.reopenProblem);
  const dismiss = useAppStore((state) => state.setReopenProblem);
  if (!problem) return null;
  return (
    <div
      role="alert"
      className="flex shrink-0 flex-wrap items-center gap-x-3 gap-y-1 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/50 dark:text-amber-100"
    >
      <p className="min-w-0 flex-1 [overflow-wrap:anywhere]">{problem}</p>
      <Button size="sm" variant="ghost" onClick={() => dismiss(undefined)}>
        Dismiss
      </Button>
    </div>
  );
}
