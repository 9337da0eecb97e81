/**
 * Focus among the queue's items (`[data-queue-item]`, each naming its call and, for another thread's, its
 * thread; `data-staged` on one whose decision is staged), shared by the queue's keys and the review of another
 * thread's call.
 */
/** A queue item's key: its thread (none for the open conversation's) and call; call ids repeat across threads. */
function itemKey(item: HTMLElement): string {
  return `${item.dataset['conversationId'] ?? ''}/${item.dataset['callId'] ?? ''}`;
}

/** The keys of the queue items after the focused one, nearest first; undefined when focus is not on one. */
export function queueKeysAfterFocus(): readonly string[] | undefined {
  const items = Array.from(document.querySelectorAll<HTMLElement>('[data-queue-item]'));
  const current = items.findIndex((item) => item === document.activeElement);
  return current < 0 ? undefined : items.slice(current + 1).map(itemKey);
}

/**
 * Focuses the first of `keys` still listed that waits for a decision (no decision staged on it), else the first
 * such item anywhere in the queue: after a decision the operator goes on with the next call to decide, not with
 * those already decided. False when no item waits for one.
 */
export function focusNextUndecided(keys: readonly string[]): boolean {
  const undecided = Array.from(
    document.querySelectorAll<HTMLElement>('[data-queue-item]:not([data-staged])'),
  );
  const byKey = new Map(undecided.map((item) => [itemKey(item), item]));
  const next = keys.map((key) => byKey.get(key)).find((item) => item !== undefined) ?? undecided[0];
  next?.focus();
  return next !== undefined;
}
