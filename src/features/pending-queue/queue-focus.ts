/**
 * Moves focus to the next (`1`) or previous (`-1`) call in the pending queue, starting from the first when focus
 * is elsewhere: the j / k shortcuts. Returns false when the queue is empty.
 */
export function focusQueueItem(delta: 1 | -1): boolean {
  const items = Array.from(document.querySelectorAll<HTMLButtonElement>('[data-queue-item]'));
  if (items.length === 0) return false;
  const current = items.findIndex((item) => item === document.activeElement);
  const next =
    current < 0
      ? delta > 0
        ? 0
        : items.length - 1
      : Math.min(items.length - 1, Math.max(0, current + delta));
  items[next]?.focus();
  return true;
}

/** The call id of the focused queue item, if focus is on one. */
export function focusedQueueCallId(): string | undefined {
  const active = document.activeElement;
  return active instanceof HTMLElement && active.dataset['queueItem'] !== undefined
    ? active.dataset['callId']
    : undefined;
}

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
