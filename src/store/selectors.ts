import type { Conversation, Message } from '../core/conversation.ts';
import { allToolCalls, findPart } from '../core/conversation.ts';
import type { Part } from '../core/part.ts';
import { isEffectivelyPruned } from '../core/pruning.ts';
import type { ToolCall } from '../core/tool-call.ts';
import type { AppState } from './app-state.ts';

/** Selectors return stored objects (stable references) or primitives, so components re-render only on change. */
export const selectConversation = (state: AppState): Conversation => state.conversation;
export const selectMessages = (state: AppState): readonly Message[] => state.conversation.messages;
export const selectShowPruned = (state: AppState): boolean => state.showPruned;
export const selectSelectedPartId = (state: AppState): string | undefined => state.selectedPartId;

/** The part with `partId`, or undefined. */
export const selectPart =
  (partId: string | undefined) =>
  (state: AppState): Part | undefined =>
    partId ? findPart(state.conversation, partId)?.part : undefined;

/** The depth of the message holding `partId`. */
export const selectPartDepth =
  (partId: string) =>
  (state: AppState): number =>
    findPart(state.conversation, partId)?.depth ?? 0;

/** Whether the part is effectively pruned at its current depth. */
export const selectIsEffectivelyPruned =
  (partId: string) =>
  (state: AppState): boolean => {
    const location = findPart(state.conversation, partId);
    return location ? isEffectivelyPruned(location.part, location.depth) : false;
  };

/** Calls waiting for the operator, oldest first. Derived; memoize in components with useShallow. */
export function pendingCalls(conversation: Conversation): readonly ToolCall[] {
  return allToolCalls(conversation).filter((call) => call.status === 'pending');
}

/** How many calls wait for the operator. */
export const selectPendingCount = (state: AppState): number => pendingCalls(state.conversation).length;
