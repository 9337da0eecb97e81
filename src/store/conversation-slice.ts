import type { ArgumentPath } from '../core/argument-path.ts';
import { resetArgumentAt } from '../core/argument-path.ts';
import type { StateCreator } from 'zustand';
import type { Conversation } from '../core/conversation.ts';
import { setPruning, updateToolCall } from '../core/conversation.ts';
import type { JsonValue } from '../core/json.ts';
import type { PruningState } from '../core/part.ts';
import type { ToolCall } from '../core/tool-call.ts';
import { resetModifiedArgument, setModifiedArgument } from '../core/tool-call.ts';
import type { ToolCallEvent } from '../core/tool-call-status.ts';
import { transitionToolCall } from '../core/tool-call-status.ts';
import type { AppState } from './app-state.ts';

/** The conversation being supervised, and the actions that change it through the pure core. */
export interface ConversationSlice {
  readonly conversation: Conversation;
  loadConversation(conversation: Conversation): void;
  updateConversation(update: (conversation: Conversation) => Conversation): void;
  setPartPruning(partId: string, pruning: PruningState): void;
  setArgument(callId: string, key: string, value: JsonValue): void;
  resetArgument(callId: string, key: string): void;
  /** Puts one value inside an argument (a nested field, an array item) back to what the model proposed. */
  resetArgumentAt(callId: string, path: ArgumentPath): void;
  /** Applies a status event; throws IllegalTransitionError when it does not apply. */
  applyToolCallEvent(callId: string, event: ToolCallEvent): void;
}

/** A draft edit is a newer state of the call too, so another tab's older copy never undoes it. */
function revised(call: ToolCall, next: ToolCall): ToolCall {
  return next === call ? call : { ...next, revision: (call.revision ?? 0) + 1 };
}

/** An empty conversation to start from. */
export function emptyConversation(id = 'conversation', createdAt = 0): Conversation {
  return { id, title: 'New conversation', createdAt, systemPrompt: '', messages: [] };
}

export const createConversationSlice: StateCreator<AppState, [], [], ConversationSlice> = (set, get) => ({
  conversation: emptyConversation(),
  loadConversation: (conversation) => set({ conversation }),
  updateConversation: (update) => set((state) => ({ conversation: update(state.conversation) })),
  setPartPruning: (partId, pruning) =>
    set((state) => ({ conversation: setPruning(state.conversation, partId, pruning) })),
  setArgument: (callId, key, value) =>
    set((state) => ({
      conversation: updateToolCall(state.conversation, callId, (call) =>
        call.status === 'pending' ? revised(call, setModifiedArgument(call, key, value)) : call,
      ),
    })),
  resetArgument: (callId, key) =>
    set((state) => ({
      conversation: updateToolCall(state.conversation, callId, (call) => resetModifiedArgument(call, key)),
    })),
  resetArgumentAt: (callId, path) =>
    set((state) => ({
      conversation: updateToolCall(state.conversation, callId, (call) =>
        call.status === 'pending' ? resetArgumentAt(call, path) : call,
      ),
    })),
  applyToolCallEvent: (callId, event) => {
    // Computed outside `set` so an illegal transition throws to the caller and the state stays as it was.
    const next = updateToolCall(get().conversation, callId, (call) => transitionToolCall(call, event));
    set({ conversation: next });
  },
});
