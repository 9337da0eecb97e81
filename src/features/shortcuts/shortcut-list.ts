/** Every keyboard shortcut of the console, as the help dialog lists them. */
export const shortcutList: readonly { readonly keys: readonly string[]; readonly action: string }[] = [
  { keys: ['j'], action: 'Next pending call' },
  { keys: ['k'], action: 'Previous pending call' },
  { keys: ['Enter'], action: 'Open the focused call for review' },
  { keys: ['a'], action: 'Approve the focused or open call (a destructive call asks first)' },
  {
    keys: ['g'],
    action: 'Approve the group of alike calls the focused call is in (asks once when destructive)',
  },
  { keys: ['d'], action: 'Decline the open call (asks for a reason)' },
  { keys: ['e'], action: 'Edit: focus the first argument' },
  { keys: ['Ctrl', 'Enter'], action: 'Approve from inside the form (⌘ Enter on a Mac)' },
  { keys: ['Esc'], action: 'Cancel declining, close dialogs' },
  { keys: ['?'], action: 'Show this list' },
  {
    keys: ['j', 'k', 'Enter'],
    action: 'Team inbox: move through the threads, review one; after each decision the next opens by itself',
  },
];

/** Single-key shortcuts the console handles; anything else passes through. */
export type ShortcutKey = 'j' | 'k' | 'a' | 'g' | 'd' | 'e' | '?';

/** Whether a key press lands in a place where typing must not trigger shortcuts. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  const type = (target as HTMLInputElement).type;
  return !['checkbox', 'radio', 'button', 'submit', 'reset'].includes(type);
}

/** The shortcut a key event means, if any: plain keys only, never while typing or with a modifier held. */
export function shortcutOf(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target'>,
): ShortcutKey | undefined {
  if (event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return undefined;
  return (['j', 'k', 'a', 'g', 'd', 'e', '?'] as const).find((key) => key === event.key);
}
