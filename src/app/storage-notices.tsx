import { Button } from '../components/button.tsx';
import { useAppStore } from '../store/app-store.ts';

/** Says when a stored conversation was kept aside instead of opened, with the way to the list of conversations. */
export function StorageNotices() {
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
