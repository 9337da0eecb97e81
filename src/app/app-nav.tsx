import type { RefObject } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import type { Screen } from '../store/ui-slice.ts';
import { useAppStore } from '../store/app-store.ts';
import { preloadScreen } from './screen-routes.ts';

const screens: readonly { readonly screen: Screen; readonly label: string }[] = [
  { screen: 'console', label: 'Console' },
  { screen: 'fleet', label: 'Fleet' },
  { screen: 'inbox', label: 'Team inbox' },
  { screen: 'conversations', label: 'Conversations' },
  { screen: 'agents', label: 'Agents' },
  { screen: 'captures', label: 'Captures' },
  { screen: 'rules', label: 'Rules' },
  { screen: 'audit', label: 'Audit log' },
  { screen: 'settings', label: 'Settings' },
];

function MenuIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4">
      <path fill="currentColor" d="M2 3.5h12v1.5H2zm0 3.75h12v1.5H2zM2 11h12v1.5H2z" />
    </svg>
  );
}

/** Closes the open menu on Escape (focus back on its button) and on a click outside it. */
function useDismiss(open: boolean, close: () => void, container: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      container.current?.querySelector<HTMLButtonElement>('button[aria-expanded]')?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) close();
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('pointerdown', onPointer);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close, container]);
}

/**
 * The screens of the console; the current one is marked for screen readers with aria-current. On a wide window
 * they are a row of buttons; below the `lg` breakpoint they fold behind a Menu button, so any number of screens
 * fits a phone.
 */
export function AppNav() {
  const current = useAppStore((state) => state.screen);
  const setScreen = useAppStore((state) => state.setScreen);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const navRef = useRef<HTMLElement>(null);
  const close = useRef(() => setOpen(false)).current;
  useDismiss(open, close, navRef);
  const currentLabel = screens.find((entry) => entry.screen === current)?.label;
  return (
    <nav ref={navRef} aria-label="Screens" className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="flex h-8 items-center gap-1.5 rounded-md border border-zinc-300 px-2 text-sm text-zinc-800 hover:bg-zinc-100 lg:hidden dark:border-zinc-700 dark:text-zinc-200 dark:hover:bg-zinc-800"
      >
        <MenuIcon />
        Menu
        <span className="sr-only">, on {currentLabel}</span>
      </button>
      <ul
        id={listId}
        className={`${open ? 'flex' : 'hidden'} absolute top-full left-0 z-40 mt-1 w-56 max-w-[calc(100vw-2rem)] flex-col gap-0.5 rounded-lg border border-zinc-200 bg-white p-1 shadow-lg lg:static lg:mt-0 lg:flex lg:w-auto lg:max-w-none lg:flex-row lg:items-center lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none dark:border-zinc-700 dark:bg-zinc-900 lg:dark:bg-transparent`}
      >
        {screens.map(({ screen, label }) => (
          <li key={screen}>
            <button
              type="button"
              aria-current={current === screen ? 'page' : undefined}
              onPointerEnter={() => preloadScreen(screen)}
              onFocus={() => preloadScreen(screen)}
              onClick={() => {
                setScreen(screen);
                setOpen(false);
              }}
              className={`w-full rounded-md px-2.5 py-1.5 text-left text-sm whitespace-nowrap lg:py-1 ${
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
