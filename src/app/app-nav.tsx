import type { Screen } from '../store/ui-slice.ts';
import { useAppStore } from '../store/app-store.ts';

const screens: readonly { readonly screen: Screen; readonly label: string }[] = [
  { screen: 'console', label: 'Console' },
  { screen: 'captures', label: 'Captures' },
  { screen: 'policies', label: 'Policies' },
  { screen: 'audit', label: 'Audit log' },
  { screen: 'settings', label: 'Settings' },
];

/** The screens of the console; the current one is marked for screen readers with aria-current. */
export function AppNav() {
  const current = useAppStore((state) => state.screen);
  const setScreen = useAppStore((state) => state.setScreen);
  return (
    <nav aria-label="Screens">
      <ul className="flex items-center gap-0.5">
        {screens.map(({ screen, label }) => (
          <li key={screen}>
            <button
              type="button"
              aria-current={current === screen ? 'page' : undefined}
              onClick={() => setScreen(screen)}
              className={`rounded-md px-2.5 py-1 text-sm whitespace-nowrap ${
                current === screen
                  ? 'bg-zinc-900 font-medium text-white dark:bg-zinc-100 dark:text-zinc-900'
                  : 'text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800'
              }`}
            >
              {label}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
