import { Suspense, useEffect, useMemo } from 'react';
import { McpToolSync } from '../features/mcp-servers/components/mcp-tool-sync.tsx';
import { ShortcutsDialog } from '../features/shortcuts/components/shortcuts-dialog.tsx';
import { useAttention } from './use-attention.ts';
import { useAppStore } from '../store/app-store.ts';
import type { Screen } from '../store/ui-slice.ts';
import { ErrorBoundary } from '../components/error-boundary.tsx';
import { AppHeader } from './app-header.tsx';
import { ConsoleScreen } from './console-screen.tsx';
import { useInboxRun } from './use-inbox-run.ts';
import { OtherScreen } from './other-screens.tsx';
import { otherScreenNames, preloadScreen } from './screen-routes.ts';
import { ScreenFailure } from './screen-failure.tsx';
import { StorageNotices } from './storage-notices.tsx';
import { startupMode } from './startup-mode.ts';
import { useConsoleSetup } from './use-console-setup.ts';

/** Once the first load is over and the page is idle, the other screens are fetched, so opening one rarely waits. */
const preloadAfterMs = 4_000;

function usePreloadOtherScreens() {
  useEffect(() => {
    const preload = () => otherScreenNames.forEach(preloadScreen);
    let idle: number | undefined;
    const timer = setTimeout(() => {
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(preload, { timeout: 5_000 });
      else preload();
    }, preloadAfterMs);
    return () => {
      clearTimeout(timer);
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, []);
}

/**
 * The title and notifications, in a component of their own: they follow every change of every thread, and in
 * the shell itself each change would render the whole console again.
 */
function Attention() {
  useAttention();
  return null;
}

const screenNames: Readonly<Record<Screen, string>> = {
  console: 'console',
  fleet: 'fleet screen',
  inbox: 'team inbox',
  conversations: 'list of conversations',
  agents: 'agents screen',
  captures: 'captures screen',
  audit: 'audit log',
  rules: 'rules screen',
  settings: 'settings screen',
};

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
  const conversationId = useAppStore((state) => state.conversation.id);
  usePreloadOtherScreens();
  useInboxRun();
  return (
    <div className="flex h-dvh flex-col overflow-hidden bg-white text-zinc-900 dark:bg-zinc-950 dark:text-zinc-100">
      <ErrorBoundary
        resetKeys={[conversationId]}
        fallback={(error) => (
          <p
            role="alert"
            className="border-b border-red-300 px-4 py-2 text-sm text-red-800 dark:text-red-300"
          >
            The header could not be shown ({error.message}).
          </p>
        )}
      >
        <AppHeader setup={setup} />
      </ErrorBoundary>
      <StorageNotices />
      {/* One boundary per screen: a screen that fails says what failed and the others still open. */}
      <ErrorBoundary
        resetKeys={[screen, conversationId]}
        fallback={(error, retry) => (
          <ScreenFailure screenName={screenNames[screen]} error={error} retry={retry} />
        )}
      >
        {screen === 'console' ? (
          <ConsoleScreen setup={setup} />
        ) : (
          <Suspense fallback={<ScreenLoading />}>
            <OtherScreen screen={screen} setup={setup} />
          </Suspense>
        )}
      </ErrorBoundary>
      <Attention />
      <ShortcutsDialog />
      {mode.kind === 'demo' ? <McpToolSync /> : null}
    </div>
  );
}
