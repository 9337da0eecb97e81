import { createId } from '../../core/ids.ts';
import type { KeyValueStorage } from './provider-settings-storage.ts';

const sessionIdKey = 'toolgate.session-id';

/**
 * The browser session's id, for rules scoped to "this session": kept in session storage, so a reload keeps it
 * and closing the tab ends it. Without session storage every page load is a session of its own.
 */
export function browserSessionId(storage: KeyValueStorage | undefined): string {
  const stored = storage?.getItem(sessionIdKey);
  if (stored) return stored;
  const id = createId('session');
  storage?.setItem(sessionIdKey, id);
  return id;
}
