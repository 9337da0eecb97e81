import { Button } from '../components/button.tsx';
import { useAppStore } from '../store/app-store.ts';

/**
 * What a screen shows when it could not be rendered: what failed, in plain text, and ways out that do not
 * need the data that broke it: another stored conversation, a new one, or another try.
 */
export function ScreenFailure({
  screenName,
  error,
  retry,
}: {
  readonly screenName: string;
  readonly error: Error;
  readonly retry: () => void;
}) {
  const setScreen = useAppStore((state) => state.setScreen);
  const newConversation = useAppStore((state) => state.newConversation);
  return (
    <main className="min-h-0 flex-1 overflow-y-auto p-6">
      <div
        role="alert"
        className="mx-auto max-w-2xl space-y-3 rounded-lg border border-red-300 bg-red-50 p-5 dark:border-red-900 dark:bg-red-950/40"
      >
        <h2 className="text-base font-semibold text-red-900 dark:text-red-200">
          The {screenName} could not be shown
        </h2>
        <p className="text-sm text-zinc-800 dark:text-zinc-200">
          What failed: <span className="font-mono break-all">{error.message || error.name}</span>
        </p>
        <p className="text-sm text-zinc-700 dark:text-zinc-300">
          Everything stored is still there. Open another conversation, start a new one, or try again.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="primary" onClick={() => setScreen('conversations')}>
            Open another conversation
          </Button>
          <Button onClick={() => void newConversation().then(() => setScreen('console'))}>
            Start a new conversation
          </Button>
          <Button variant="ghost" onClick={retry}>
            Try again
          </Button>
        </div>
      </div>
    </main>
  );
}
