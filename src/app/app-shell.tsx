import { useMemo } from 'react';
import { ShortcutsDialog } from '../features/shortcuts/components/shortcuts-dialog.tsx';
import { usePendingCalls } from '../features/pending-queue/hooks/use-pending-calls.ts';
import { useDocumentTitle } from '../features/pending-queue/hooks/use-document-title.ts';
import { useAppStore } from '../store/app-store.ts';
import { AppHeader } from './app-header.tsx';
import { ConsoleScreen } from './console-screen.tsx';
import { OtherScreen } from './other-screens.tsx';
import { startupMode } from './startup-mode.ts';
import { useConsoleSetup } from './use-console-setup.ts';

/** The whole console: header, the current screen, and the shortcuts dialog. */
export function AppShell() {
  const mode = useMemo(() => startupMode(window.location.search), []);
  const setup = useConsoleSetup(mode);
  const screen = useAppStore((state) => state.screen);
  useDocumentTitle(usePendingCalls().length);
  return (
    <div className="flex h-dvh flex-col overflow-hidden bg-white text-zinc-900 dark:bg-zinc-950 dark:text-zinc-100">
      <AppHeader setup={setup} />
      {screen === 'console' ? <ConsoleScreen setup={setup} /> : <OtherScreen screen={screen} setup={setup} />}
      <ShortcutsDialog />
    </div>
  );
}
