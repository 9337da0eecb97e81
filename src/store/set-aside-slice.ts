import type { StateCreator } from 'zustand';
import { findToolCallPart } from '../core/conversation.ts';
import type { SetAsideChoice, SetAsideEntry } from '../core/set-aside.ts';
import { setAsideEntry } from '../core/set-aside.ts';
import type { AppState } from './app-state.ts';
import { conversationCallKey } from './call-group-slice.ts';
import { readSetAsideCalls, writeSetAsideCalls } from './persistence/set-aside-storage.ts';

/**
 * "Not now": the calls the operator set aside without deciding them, by {@link conversationCallKey}. Nothing here
 * reaches the agent or the model, and a call's deadline runs on regardless. Kept in local storage, so a reload
 * keeps them aside.
 */
export interface SetAsideSlice {
  readonly setAsideCalls: Readonly<Record<string, SetAsideEntry>>;
  /** Sets a pending call of the open conversation aside at `now` for `choice`. */
  setCallAside(callId: string, choice: SetAsideChoice, now: number): void;
  /** Brings a call set aside back to the queue now, or forgets the entry of a call that no longer waits. */
  bringBack(conversationId: string, callId: string): void;
}

function keyed(entries: readonly SetAsideEntry[]): Readonly<Record<string, SetAsideEntry>> {
  return Object.fromEntries(
    entries.map((entry) => [conversationCallKey(entry.conversationId, entry.callId), entry]),
  );
}

export const createSetAsideSlice: StateCreator<AppState, [], [], SetAsideSlice> = (set, get) => {
  const write = (next: Readonly<Record<string, SetAsideEntry>>) => {
    set({ setAsideCalls: next });
    writeSetAsideCalls(Object.values(next));
  };
  return {
    setAsideCalls: keyed(readSetAsideCalls()),
    setCallAside: (callId, choice, now) => {
      const { conversation, setAsideCalls } = get();
      const call = findToolCallPart(conversation, callId)?.call;
      if (call?.status !== 'pending') return;
      const entry = setAsideEntry(conversation.id, call, choice, now);
      write({ ...setAsideCalls, [conversationCallKey(conversation.id, callId)]: entry });
    },
    bringBack: (conversationId, callId) => {
      const key = conversationCallKey(conversationId, callId);
      const { [key]: gone, ...rest } = get().setAsideCalls;
      if (gone) write(rest);
    },
  };
};
