import { lazy } from 'react';
import type { OtherScreenName } from './screen-routes.ts';
import { loadScreen } from './screen-routes.ts';
import type { ConsoleSetup } from './use-console-setup.ts';

const routes = {
  fleet: lazy(() => loadScreen('fleet')),
  inbox: lazy(() => loadScreen('inbox')),
  conversations: lazy(() => loadScreen('conversations')),
  agents: lazy(() => loadScreen('agents')),
  captures: lazy(() => loadScreen('captures')),
  rules: lazy(() => loadScreen('rules')),
  audit: lazy(() => loadScreen('audit')),
  settings: lazy(() => loadScreen('settings')),
} satisfies Record<OtherScreenName, unknown>;

/** The screens other than the console, each loaded when first opened (inside the shell's Suspense). */
export function OtherScreen({
  screen,
  setup,
}: {
  readonly screen: OtherScreenName;
  readonly setup: ConsoleSetup;
}) {
  const Route = routes[screen];
  return <Route setup={setup} />;
}
