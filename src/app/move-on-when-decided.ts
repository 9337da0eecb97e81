import { focusNextUndecided, queueKeysAfterFocus } from '../components/queue-item-focus.ts';
import { useAppStore } from '../store/app-store.ts';
import { selectToolCall } from '../store/selectors.ts';

/** Whether each of the open conversation's calls is decided: staged with its run's other answers, or no longer waiting. */
function allDecided(callIds: readonly string[]): boolean {
  const state = useAppStore.getState();
  return callIds.every((id) => {
    const call = selectToolCall(id)(state);
    return call?.status !== 'pending' || call.interrupt?.staged !== undefined;
  });
}

/**
 * Called as a key decides calls of the open conversation from the queue (`a`, `g`): once the store shows them
 * decided, the focus goes from the queue item the key was pressed on to the next call that still waits, so the
 * next key decides the next call (the review already moved there by itself). The operator's next move (another
 * key than the Enter or Escape of the confirmation, a click) lets go of it, and so does a change of conversation.
 */
export function moveOnWhenDecided(callIds: readonly string[]): void {
  const following = queueKeysAfterFocus();
  if (!following || callIds.length === 0) return;
  const conversationId = useAppStore.getState().conversation.id;
  let unsubscribe = () => {};
  const stop = () => {
    unsubscribe();
    window.removeEventListener('keydown', onKey, true);
    window.removeEventListener('pointerdown', stop, true);
  };
  function onKey(event: KeyboardEvent) {
    if (event.key !== 'Enter' && event.key !== 'Escape') stop();
  }
  const check = () => {
    if (useAppStore.getState().conversation.id !== conversationId) return stop();
    if (!allDecided(callIds)) return;
    stop();
    // After React has drawn the decided calls as staged (or taken them out).
    requestAnimationFrame(() => focusNextUndecided(following));
  };
  window.addEventListener('keydown', onKey, true);
  window.addEventListener('pointerdown', stop, true);
  unsubscribe = useAppStore.subscribe(check);
  check();
}
