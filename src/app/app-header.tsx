import { AgentStatusBar } from '../features/agent-controls/components/agent-status-bar.tsx';
import { ConversationActions } from '../features/agent-controls/components/conversation-actions.tsx';
import { ModelSourceBadge } from '../features/agent-controls/components/model-source-badge.tsx';
import { ContextMeter } from '../features/context-meter/components/context-meter.tsx';
import { usePendingCalls } from '../features/pending-queue/hooks/use-pending-calls.ts';
import { focusQueueItem } from '../features/pending-queue/queue-focus.ts';
import { providerFieldId } from '../features/settings/settings-form-values.ts';
import { ShowPrunedToggle } from '../features/timeline/components/show-pruned-toggle.tsx';
import { useAppStore } from '../store/app-store.ts';
import { AppNav } from './app-nav.tsx';
import type { ConsoleSetup } from './use-console-setup.ts';

function BrandMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 text-teal-700 dark:text-teal-400">
      <path fill="currentColor" d="M3 3h14v3H11.5v11h-3V6H3z" />
    </svg>
  );
}

/**
 * Focuses the element once it is on the page. A screen may still be loading when it is opened, so the element is
 * looked for on each frame, for a second at most.
 */
function focusWhenShown(id: string) {
  const deadline = performance.now() + 1000;
  const attempt = () => {
    const element = document.getElementById(id);
    if (element) element.focus();
    else if (performance.now() < deadline) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}

/**
 * The header: screens, the model the agent talks to, its status with Stop, and the pending count and the context
 * meter.
 */
export function AppHeader({ setup }: { readonly setup: ConsoleSetup }) {
  const screen = useAppStore((state) => state.screen);
  const title = useAppStore((state) => state.conversation.title);
  const setShortcutsOpen = useAppStore((state) => state.setShortcutsOpen);
  const setScreen = useAppStore((state) => state.setScreen);
  const pending = usePendingCalls().length;
  return (
    <header className="shrink-0 border-b border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-950">
      <div className="flex min-h-12 flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2 sm:px-4 lg:gap-x-4">
        <span className="flex items-center gap-1.5 text-sm font-semibold tracking-tight">
          <BrandMark />
          Toolgate
        </span>
        <AppNav />
        <div className="ml-auto flex min-w-0 flex-wrap items-center justify-end gap-x-3 gap-y-2">
          <ModelSourceBadge
            onConnect={() => {
              setScreen('settings');
              focusWhenShown(providerFieldId);
            }}
          />
          <AgentStatusBar />
          <button
            type="button"
            aria-label="Keyboard shortcuts"
            onClick={() => setShortcutsOpen(true)}
            className="flex size-7 items-center justify-center rounded-md border border-zinc-300 text-sm text-zinc-700 hover:bg-zinc-100 dark:border-zinc-700 dark:text-zinc-300 dark:hover:bg-zinc-800"
          >
            ?
          </button>
        </div>
      </div>
      <div className="flex min-h-12 flex-wrap items-center gap-x-4 gap-y-2 border-t border-zinc-100 px-3 py-1.5 sm:px-4 lg:gap-x-5 dark:border-zinc-800/70">
        <h1
          className="min-w-0 flex-1 basis-full truncate text-sm font-medium text-zinc-900 md:basis-0 dark:text-zinc-100"
          title={title}
        >
          {title}
        </h1>
        <button
          type="button"
          onClick={() => {
            setScreen('console');
            useAppStore.getState().showConsolePanel('decisions');
            requestAnimationFrame(() => focusQueueItem(1));
          }}
          className={`flex shrink-0 items-center gap-1.5 rounded-md px-2 py-1 text-xs font-medium whitespace-nowrap ${
            pending > 0
              ? 'bg-amber-100 text-amber-900 hover:bg-amber-200 dark:bg-amber-900/50 dark:text-amber-200 dark:hover:bg-amber-900'
              : 'text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800'
          }`}
        >
          <span className="tabular-nums">{pending}</span> pending
        </button>
        {screen === 'console' ? <ShowPrunedToggle /> : null}
        <ConversationActions />
        <ContextMeter source={setup.meter} />
      </div>
    </header>
  );
}
