import type { StateCreator } from 'zustand';
import type { InboxRunThread } from '../core/inbox-run.ts';
import type { AppState } from './app-state.ts';

/**
 * A run through the team inbox: the threads listed when the operator opened one from it, in the inbox's order.
 * While it lasts, a decided thread is followed by the next waiting one (`app/use-inbox-run.ts`).
 */
export interface InboxRunSlice {
  readonly inboxRun: readonly InboxRunThread[] | undefined;
  startInboxRun(threads: readonly InboxRunThread[]): void;
  endInboxRun(): void;
}

export const createInboxRunSlice: StateCreator<AppState, [], [], InboxRunSlice> = (set) => ({
  inboxRun: undefined,
  startInboxRun: (inboxRun) => set({ inboxRun }),
  endInboxRun: () => set({ inboxRun: undefined }),
});
