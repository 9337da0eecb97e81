import type { Conversation, Message } from '../core/conversation.ts';
import { allToolCalls, findPart } from '../core/conversation.ts';
import type { Part } from '../core/part.ts';
import { isEffectivelyPruned } from '../core/pruning.ts';
import type { ToolCall } from '../core/tool-call.ts';
import type { ExecutingControl } from '../desks/desk.ts';
import type { AppState } from './app-state.ts';
import { deskFor } from './sources-slice.ts';

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

/** The tool call with internal id `callId`, or undefined. */
export const selectToolCall =
  (callId: string | undefined) =>
  (state: AppState): ToolCall | undefined =>
    callId ? allToolCalls(state.conversation).find((call) => call.id === callId) : undefined;

/** The selected part when it is a tool call: the call the side panel reviews. */
export const selectSelectedToolCall = (state: AppState): ToolCall | undefined => {
  const part = state.selectedPartId ? findPart(state.conversation, state.selectedPartId)?.part : undefined;
  return part?.kind === 'tool-call' ? part.call : undefined;
};

/** Ids of the calls waiting for the operator, oldest first. A fresh array: read it with useShallow. */
export const selectPendingCallIds = (state: AppState): readonly string[] =>
  pendingCalls(state.conversation).map((call) => call.id);

/** The part id holding the call `callId` (to select it in the timeline). */
export const selectPartIdOfCall =
  (callId: string) =>
  (state: AppState): string | undefined => {
    for (const message of state.conversation.messages) {
      for (const part of message.parts)
        if (part.kind === 'tool-call' && part.call.id === callId) return part.id;
    }
    return undefined;
  };

const noFields: readonly string[] = [];

/** The operator's draft note to the model for `callId` of the open conversation. */
export const selectFeedbackDraft =
  (callId: string) =>
  (state: AppState): string =>
    state.feedbackDrafts[state.conversation.id]?.[callId] ?? '';

/** Argument fields of `callId` whose text does not parse; approval waits until this is empty. */
export const selectUnparseableFields =
  (callId: string) =>
  (state: AppState): readonly string[] =>
    state.unparseableFields[callId] ?? noFields;

const pendingCache = new WeakMap<Conversation, readonly ToolCall[]>();
const pendingByMessage = new WeakMap<Message, readonly ToolCall[]>();
const noCalls: readonly ToolCall[] = [];

/** One message's pending calls, remembered per (immutable) message object. */
function messagePendingCalls(message: Message): readonly ToolCall[] {
  let calls = pendingByMessage.get(message);
  if (!calls) {
    const found: ToolCall[] = [];
    for (const part of message.parts)
      if (part.kind === 'tool-call' && part.call.status === 'pending') found.push(part.call);
    calls = found.length > 0 ? found : noCalls;
    pendingByMessage.set(message, calls);
  }
  return calls;
}

/**
 * {@link pendingCalls}, computed once per conversation object: the header, the page title, the queue, the
 * auto-open and persistence all ask after every change, and a long conversation should be walked once, not
 * once per asker. Each message's share is kept too, so a stream delta in a long conversation looks at the parts
 * of the one message that changed. Returns the same array for the same conversation, so it can be read without
 * useShallow.
 */
export function cachedPendingCalls(conversation: Conversation): readonly ToolCall[] {
  let calls = pendingCache.get(conversation);
  if (!calls) {
    const found: ToolCall[] = [];
    for (const message of conversation.messages) found.push(...messagePendingCalls(message));
    calls = found;
    pendingCache.set(conversation, calls);
  }
  return calls;
}

/** The id of the call open for review, or undefined. */
export const selectSelectedCallId = (state: AppState): string | undefined =>
  selectSelectedToolCall(state)?.id;

/**
 * Why the composer is locked for the open conversation (a remote thread with open requests, a run going on, an
 * answer that failed to send), or undefined. Read on every store change; it returns a string, so a component
 * re-renders only when the reason changes.
 */
export const selectComposerLock = (state: AppState): string | undefined => {
  // The thread's view is read here so the reason follows each run's changes.
  void state.agUiThreads;
  return deskFor(state, state.conversation)?.composerLock(state.conversation.id);
};

/**
 * For a remote thread open in the console, whether a run of it is going on in this tab (streaming, or its answer
 * being sent; for a LangGraph thread, the resumed run the desk follows), which Stop can end, as its source's desk
 * says; undefined when the open conversation is the built-in agent's, whose own status says. Read on every store
 * change (the desks read their runs and deliveries from the store); it returns a primitive, so a component
 * re-renders only when the answer changes.
 */
export const selectRemoteRunGoing = (state: AppState): boolean | undefined =>
  deskFor(state, state.conversation)?.runGoing(state.conversation.id);

/** The {@link ExecutingControl} of the open conversation's call `call`, as its source's desk says. */
export const selectExecutingControl =
  (call: Pick<ToolCall, 'interrupt'>) =>
  (state: AppState): ExecutingControl =>
    deskFor(state, state.conversation)?.executingControl(state.conversation.id, call) ?? 'none';

/**
 * Whether the open conversation's failed or interrupted calls may be retried here: only this page's agent runs
 * its calls again; a remote thread's calls run on its agent, which is asked to call the tool again instead.
 */
export const selectRetryOffered = (state: AppState): boolean =>
  deskFor(state, state.conversation) === state.builtInDesk();
