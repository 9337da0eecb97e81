import { lazy, Suspense, useEffect, useMemo } from 'react';
import { ShortcutsDialog } from '../features/shortcuts/components/shortcuts-dialog.tsx';
import { usePendingCalls } from '../features/pending-queue/hooks/use-pending-calls.ts';
import { useDocumentTitle } from '../features/pending-queue/hooks/use-document-title.ts';
import { useAppStore } from '../store/app-store.ts';
import { AppHeader } from './app-header.tsx';
import { ConsoleScreen } from './console-screen.tsx';
import { startupMode } from './startup-mode.ts';
import { useConsoleSetup } from './use-console-setup.ts';

// The console is what opens; the other screens (and what only they use: the capture assembler's views, the
// settings form, the audit table) load apart, so the first screen does not evaluate them.
const loadOtherScreens = () => import('./other-screens.tsx');
const OtherScreen = lazy(() => loadOtherScreens().then((module) => ({ default: module.OtherScreen })));

/** Fetches the other screens once the console has settled, so switching to one rarely waits for the network. */
function usePreloadOtherScreens() {
  useEffect(() => {
    const preload = () => void loadOtherScreens();
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(preload, { timeout: 5000 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(preload, 2000);
    return () => clearTimeout(timer);
  }, []);
}

function ScreenLoading() {
  return (
    <main className="min-h-0 flex-1 p-6 text-sm text-zinc-600 dark:text-zinc-400" aria-busy="true">
      Loading…
    </main>
  );
}

/** The whole console: header, the current screen, and the shortcuts dialog. */
export function AppShell() {
  const mode = useMemo(() => startupMode(window.location.search), []);
  const setup = useConsoleSetup(mode);
  const screen = useAppStore((state) => state.screen);
  useDocumentTitle(usePendingCalls().length);
  usePreloadOtherScreens();
  return (
    <div className="flex h-dvh flex-col overflow-hidden bg-white text-zinc-900 dark:bg-zinc-950 dark:text-zinc-100">
      <AppHeader setup={setup} />
      {screen === 'console' ? (
        <ConsoleScreen setup={setup} />
      ) : (
        <Suspense fallback={<ScreenLoading />}>
          <OtherScreen screen={screen} setup={setup} />
        </Suspense>
      )}
      <ShortcutsDialog />
    </div>
  );
}
