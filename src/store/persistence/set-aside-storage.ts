import type { SetAsideEntry } from '../../core/set-aside.ts';

const key = 'toolgate.setAsideCalls';

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Storage can be refused (private windows, blocked cookies): calls set aside then come back on a reload.
    return undefined;
  }
}

function isEntry(value: unknown): value is SetAsideEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  const until = entry['until'] as Record<string, unknown> | null | undefined;
  return (
    typeof entry['conversationId'] === 'string' &&
    typeof entry['callId'] === 'string' &&
    typeof entry['tool'] === 'string' &&
    typeof entry['setAt'] === 'number' &&
    typeof until === 'object' &&
    until !== null &&
    (until['kind'] === 'queue-empty' || (until['kind'] === 'time' && typeof until['at'] === 'number'))
  );
}

/**
 * The calls set aside, as this browser profile last stored them; an entry that does not read as one is left
 * out (its call is then simply back in the queue).
 */
export function readSetAsideCalls(): readonly SetAsideEntry[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  } catch {
    return [];
  }
}

/** Stores the calls set aside, so a reload keeps them aside. */
export function writeSetAsideCalls(entries: readonly SetAsideEntry[]): void {
  try {
    if (entries.length === 0) storage()?.removeItem(key);
    else storage()?.setItem(key, JSON.stringify(entries));
  } catch {
    // A full or refused storage only means a reload brings the calls back early.
  }
}
