import { useEffect, useRef } from 'react';

/** Whether a key press belongs to a field the operator is typing in, or to a control that answers it itself. */
function ownedByTarget(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.closest('input, textarea, select')) return true;
  return key === 'Enter' && target.closest('button, a, summary') !== null;
}

/**
 * The inbox's keys: `j` / `k` move the cursor down and up the list, Enter reviews the thread under it. Keys
 * typed in a field, with a modifier, or while a dialog is open are left alone.
 */
export function useInboxKeys(handlers: {
  readonly move: (delta: 1 | -1) => void;
  readonly review: () => void;
}) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (ownedByTarget(event.target, event.key) || document.querySelector('dialog[open]')) return;
      if (event.key === 'j' || event.key === 'k') {
        event.preventDefault();
        latest.current.move(event.key === 'j' ? 1 : -1);
      } else if (event.key === 'Enter') {
        event.preventDefault();
        latest.current.review();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
