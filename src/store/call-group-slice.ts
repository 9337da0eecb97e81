import type { StateCreator } from 'zustand';
import type { DecisionGroupRef } from '../core/group-decision.ts';
import type { AppState } from './app-state.ts';

/** The key of a call in one conversation: agents reuse call ids across their threads. */
export function conversationCallKey(conversationId: string, callId: string): string {
  return JSON.stringify([conversationId, callId]);
}

/**
 * Alike calls decided together: which group each call being decided belongs to (until its audit entry is
 * written), and the calls the operator took out of their group. Nothing here reaches the model or the agent.
 */
export interface CallGroupSlice {
  /** The group a call of the open conversation is being decided in, by {@link conversationCallKey}. */
  readonly decisionGroups: Readonly<Record<string, DecisionGroupRef>>;
  /** Calls the operator took out of their group: the queue lists them on their own. */
  readonly callsOutOfGroup: Readonly<Record<string, true>>;
  /**
   * Notes the group calls are decided in, or that they are decided on their own (`undefined`), just before the
   * decision is made: calls of the open conversation unless another conversation is named.
   */
  noteDecisionGroup(
    callIds: readonly string[],
    group: DecisionGroupRef | undefined,
    conversationId?: string,
  ): void;
  /** Takes the group a call was decided in, once, for its audit entry. */
  takeDecisionGroup(conversationId: string, callId: string): DecisionGroupRef | undefined;
  /** Takes a call out of its group: a call of the open conversation unless another conversation is named. */
  takeOutOfGroup(callId: string, conversationId?: string): void;
}

export const createCallGroupSlice: StateCreator<AppState, [], [], CallGroupSlice> = (set, get) => ({
  decisionGroups: {},
  callsOutOfGroup: {},
  noteDecisionGroup: (callIds, group, conversationId) =>
    set((state) => {
      const next = { ...state.decisionGroups };
      for (const callId of callIds) {
        const key = conversationCallKey(conversationId ?? state.conversation.id, callId);
        if (group) next[key] = group;
        else delete next[key];
      }
      return { decisionGroups: next };
    }),
  takeDecisionGroup: (conversationId, callId) => {
    const key = conversationCallKey(conversationId, callId);
    const group = get().decisionGroups[key];
    if (group === undefined) return undefined;
    const { [key]: _taken, ...rest } = get().decisionGroups;
    set({ decisionGroups: rest });
    return group;
  },
  takeOutOfGroup: (callId, conversationId) =>
    set((state) => ({
      callsOutOfGroup: {
        ...state.callsOutOfGroup,
        [conversationCallKey(conversationId ?? state.conversation.id, callId)]: true,
      },
    })),
});
