import { useEffect, useRef } from 'react';
import type { ShortcutKey } from '../shortcut-list.ts';
import { shortcutOf } from '../shortcut-list.ts';

/** What each shortcut does; the app composes them from the features that own the actions. */
export type ShortcutHandlers = Readonly<Record<ShortcutKey, () => void>>;

/** Listens for the console's single-key shortcuts on the whole page. */
export function useGlobalShortcuts(handlers: ShortcutHandlers) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const key = shortcutOf(event);
      if (!key) return;
      if (document.querySelector('dialog[open]') && key !== '?') return;
      event.preventDefault();
      latest.current[key]();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
