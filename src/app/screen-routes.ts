import type { ComponentType } from 'react';
import { loadPatternEngines } from '../core/rules/pattern-engines.ts';
import type { Screen } from '../store/ui-slice.ts';
import type { ConsoleSetup } from './use-console-setup.ts';

/** The props every screen other than the console gets. */
export interface RouteProps {
  readonly setup: ConsoleSetup;
}

/** A screen other than the console. */
export type OtherScreenName = Exclude<Screen, 'console'>;

type RouteModule = Promise<{ readonly default: ComponentType<RouteProps> }>;

// Each screen is its own chunk, so the console's first load evaluates none of them and opening one fetches only
// what it uses (the capture assembler's views, the rule editor, the audit table, the settings forms).
const loaders: Readonly<Record<OtherScreenName, () => RouteModule>> = {
  fleet: () => import('./routes/fleet-route.tsx'),
  inbox: () => import('./routes/inbox-route.tsx'),
  conversations: () => import('./routes/conversations-route.tsx'),
  agents: () => import('./routes/agents-route.tsx'),
  captures: () => import('./routes/captures-route.tsx'),
  // The rule editor, the replay of shadow rules and rules files compile globs and regular expressions.
  rules: () =>
    Promise.all([import('./routes/rules-route.tsx'), loadPatternEngines()]).then(([module]) => module),
  audit: () => import('./routes/audit-route.tsx'),
  settings: () => import('./routes/settings-route.tsx'),
};

const loaded = new Map<OtherScreenName, RouteModule>();

/** Loads a screen's chunk once (a failed load is forgotten, so opening the screen again retries). */
export function loadScreen(screen: OtherScreenName): RouteModule {
  let module = loaded.get(screen);
  if (!module) {
    module = loaders[screen]();
    module.catch(() => loaded.delete(screen));
    loaded.set(screen, module);
  }
  return module;
}

/** Starts fetching a screen the operator is about to open (a pointer over its button, focus on it). */
export function preloadScreen(screen: Screen): void {
  if (screen !== 'console') loadScreen(screen).catch(() => undefined);
}

/** Every screen other than the console, in the navigation's order. */
export const otherScreenNames = Object.keys(loaders) as readonly OtherScreenName[];
