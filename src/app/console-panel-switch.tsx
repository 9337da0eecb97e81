import { usePendingCalls } from '../features/pending-queue/hooks/use-pending-calls.ts';
import { useAppStore } from '../store/app-store.ts';
import type { ConsolePanel } from '../store/ui-slice.ts';

const panels: readonly { readonly panel: ConsolePanel; readonly label: string }[] = [
  { panel: 'timeline', label: 'Conversation' },
  { panel: 'decisions', label: 'Decisions' },
];

/**
 * On a window too narrow for two columns, the console shows one panel at a time: the conversation, or the
 * pending calls with the review. The Decisions switch carries the pending count, so waiting calls are never out
 * of sight.
 */
export function ConsolePanelSwitch() {
  const current = useAppStore((state) => state.consolePanel);
  const showConsolePanel = useAppStore((state) => state.showConsolePanel);
  const pending = usePendingCalls().length;
  return (
    <div
      role="group"
      aria-label="Console panel"
      className="flex shrink-0 gap-1 border-b border-zinc-200 bg-white px-2 py-1.5 lg:hidden dark:border-zinc-800 dark:bg-zinc-950"
    >
      {panels.map(({ panel, label }) => (
        <button
          key={panel}
          type="button"
          aria-pressed={current === panel}
          onClick={() => showConsolePanel(panel)}
          className={`flex h-8 flex-1 items-center justify-center gap-1.5 rounded-md text-sm ${
            current === panel
              ? 'bg-zinc-900 font-medium text-white dark:bg-zinc-100 dark:text-zinc-900'
              : 'text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800'
          }`}
        >
          {label}
          {panel === 'decisions' && pending > 0 ? (
            <span className="rounded-full bg-amber-200 px-1.5 text-xs font-semibold text-amber-950 tabular-nums">
              {pending}
              <span className="sr-only"> pending</span>
            </span>
          ) : null}
        </button>
      ))}
    </div>
  );
}
