/**
 * Focus among the queue's items (`[data-queue-item]`, each naming its call and, for another thread's, its
 * thread; `data-staged` on one whose decision is staged), shared by the queue's keys and the review of another
 * thread's call.
 */
/** A queue item's key: its thread (none for the open conversation's) and call; call ids repeat across threads. */
export function queueItemKey(item: HTMLElement): string {
  return `${item.dataset['conversationId'] ?? ''}/${item.dataset['callId'] ?? ''}`;
}

/** The keys of the queue items after the focused one, nearest first; undefined when focus is not on one. */
export function queueKeysAfterFocus(): readonly string[] | undefined {
  const items = Array.from(document.querySelectorAll<HTMLElement>('[data-queue-item]'));
  const current = items.findIndex((item) => item === document.activeElement);
  return current < 0 ? undefined : items.slice(current + 1).map(queueItemKey);
}

/**
 * After the calls `decided` (queue item keys) were decided, focuses the next item that waits for a decision (no
 * decision staged on it): the first after where the first decided call is listed now (a call staged leaves its
 * group for its own place, so the order around it may have changed), else, when none of them is listed any more
 * (a resume took its thread's calls out), the first of `following` (the keys that followed it before) still
 * waiting, else the first waiting anywhere. A decided call is never the next one, staged yet or not. False when
 * no item waits for one.
 */
export function focusNextUndecided(decided: readonly string[], following: readonly string[]): boolean {
  const items = Array.from(document.querySelectorAll<HTMLElement>('[data-queue-item]'));
  // A decided call may be listed as waiting until its decision is staged: it is never the next one.
  const waits = (item: HTMLElement) =>
    !item.hasAttribute('data-staged') && !decided.includes(queueItemKey(item));
  const at = items.findIndex((item) => decided.includes(queueItemKey(item)));
  const byKey = new Map(items.filter(waits).map((item) => [queueItemKey(item), item]));
  const next =
    (at >= 0
      ? items.slice(at + 1).find(waits)
      : following.map((key) => byKey.get(key)).find((item) => item !== undefined)) ?? items.find(waits);
  next?.focus();
  return next !== undefined;
}
