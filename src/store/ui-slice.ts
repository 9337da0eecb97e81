import type { StateCreator } from 'zustand';
import type { AppState } from './app-state.ts';

/** Which screen the console shows. */
export type Screen = 'console' | 'captures' | 'audit' | 'policies' | 'settings';

/** Presentation state: what is selected and shown. Nothing here reaches the model. */
export interface UiSlice {
  readonly selectedPartId: string | undefined;
  readonly showPruned: boolean;
  readonly screen: Screen;
  selectPart(partId: string | undefined): void;
  setShowPruned(show: boolean): void;
  setScreen(screen: Screen): void;
}

export const createUiSlice: StateCreator<AppState, [], [], UiSlice> = (set) => ({
  selectedPartId: undefined,
  showPruned: false,
  screen: 'console',
  selectPart: (selectedPartId) => set({ selectedPartId }),
  setShowPruned: (showPruned) => set({ showPruned }),
  setScreen: (screen) => set({ screen }),
});
