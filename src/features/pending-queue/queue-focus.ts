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
