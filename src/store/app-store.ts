import { create } from 'zustand';
import type { AppState } from './app-state.ts';
import { createConversationSlice } from './conversation-slice.ts';
import { createUiSlice } from './ui-slice.ts';

/** Creates a store; tests create their own, the app uses {@link useAppStore}. */
export function createAppStore() {
  return create<AppState>()((...args) => ({
    ...createConversationSlice(...args),
    ...createUiSlice(...args),
  }));
}

/** The app's one store. Read it through narrow selectors (see selectors.ts). */
export const useAppStore = createAppStore();
