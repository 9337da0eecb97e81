import type { StateCreator } from 'zustand';
import type { DecisionResult } from '../core/agent-status.ts';
import type { Conversation } from '../core/conversation.ts';
import type { Decision, SourceKind } from '../core/source.ts';
import { isRemoteSource, sourceOf } from '../core/source.ts';
import { withoutStagedDecision } from '../core/staged-decision.ts';
import type { AppState } from './app-state.ts';
import type { HeldConversationsPersistence } from './persistence/held-conversations.ts';
import { persistHeldConversations, readHeldConversations } from './persistence/held-conversations.ts';
import type { SaveStatus } from './persistence/save-status.ts';
import { savedStatus } from './persistence/save-status.ts';
import type { SourceDesk } from './source-desk.ts';

/**
 * Conversations of every source. The open one is `conversation` (conversation slice); the threads of remote
 * sources that are not open are kept here, so their runs go on streaming into them and their pending calls stay
 * in the queue. Decisions about a remote conversation's calls go to its source's desk.
 */
export interface SourcesSlice {
  readonly backgroundConversations: Readonly<Record<string, Conversation>>;
  /** Whether the held threads are stored; `failing` names the thread the alert is about. */
  readonly heldSaveStatus: SaveStatus;
  readonly sourceDesks: Readonly<Partial<Record<SourceKind, SourceDesk>>>;
  registerSourceDesk(desk: SourceDesk): void;
  /** Keeps a remote conversation that is not open (or replaces it); the open one is updated in place instead. */
  holdConversation(conversation: Conversation): void;
  /** Applies `update` to the conversation with `id`, open or held; false when neither holds it. */
  updateConversationById(id: string, update: (conversation: Conversation) => Conversation): boolean;
  /** The conversation with `id`, open or held. */
  conversationById(id: string): Conversation | undefined;
  /**
   * Opens a held conversation: the open one is saved, and kept here when it is remote (a built-in conversation
   * stays stored and is opened again from Conversations).
   */
  openHeldConversation(id: string): Promise<DecisionResult>;
  /** Brings back the stored threads of remote sources (not the open one) and keeps them saved; idempotent. */
  restoreHeldConversations(): Promise<void>;
  /** Writes every held conversation's changes at once, or only those of the one named. */
  flushHeldConversations(conversationId?: string): Promise<void>;
  /**
   * Why the remote thread this tab had open before a reload could not be opened again (its drafts are kept);
   * undefined when it was, or when none was open.
   */
  readonly reopenProblem: string | undefined;
  setReopenProblem(problem: string | undefined): void;
  /**
   * Takes back the decision staged on a remote call (waiting for the run's other requests), so the operator
   * decides it again; written at once. Refused when it is no longer staged (its resume went out meanwhile).
   */
  changeStagedDecision(conversationId: string, callId: string): Promise<DecisionResult>;
  /** Sends again, through its source's desk, an answer that failed or that a reload left perhaps sent. */
  retryRemoteAnswer(conversationId: string): Promise<DecisionResult>;
  /**
   * Routes a decision about a call of a conversation this tab holds, open or held, to its source's desk. A second
   * decision on a call whose first is still on its way is refused.
   */
  decideInThread(conversationId: string, callId: string, decision: Decision): Promise<DecisionResult>;
}

/** The desk of the conversation's source (the built-in agent's, or a remote source's), when it is registered. */
export function deskFor(state: AppState, conversation: Conversation): SourceDesk | undefined {
  return state.sourceDesks[sourceOf(conversation).kind];
}

export const createSourcesSlice: StateCreator<AppState, [], [], SourcesSlice> = (set, get, api) => {
  let restoring: Promise<void> | undefined;
  let persistence: HeldConversationsPersistence | undefined;
  // The calls whose decision is on its way (judged, written, sent): a second one before it lands is refused, so a
  // key pressed twice, or a review that moved on and came back, never decides one call twice.
  const deciding = new Set<string>();
  return {
    backgroundConversations: {},
    reopenProblem: undefined,
    setReopenProblem: (reopenProblem) => set({ reopenProblem }),
    heldSaveStatus: savedStatus,
    restoreHeldConversations() {
      restoring ??= (async () => {
        await get().restoreSession();
        const database = get().agentEnvironment().database;
        const stored = await readHeldConversations(database);
        const openId = get().conversation.id;
        set((state) => {
          const held = { ...state.backgroundConversations };
          // What this tab already holds is newer than what was stored.
          for (const conversation of stored)
            if (conversation.id !== openId) held[conversation.id] ??= conversation;
          return { backgroundConversations: held };
        });
        persistence = persistHeldConversations(
          { read: () => get().backgroundConversations, subscribe: (listener) => api.subscribe(listener) },
          database,
          { onStatus: (heldSaveStatus) => set({ heldSaveStatus }) },
        );
      })();
      return restoring;
    },
    flushHeldConversations: (conversationId) => persistence?.flush(conversationId) ?? Promise.resolve(),
    sourceDesks: {},
    registerSourceDesk: (desk) =>
      set((state) => ({ sourceDesks: { ...state.sourceDesks, [desk.kind]: desk } })),
    holdConversation: (conversation) => {
      if (get().conversation.id === conversation.id) {
        get().loadConversation(conversation);
        return;
      }
      set((state) => ({
        backgroundConversations: { ...state.backgroundConversations, [conversation.id]: conversation },
      }));
    },
    updateConversationById: (id, update) => {
      if (get().conversation.id === id) {
        get().updateConversation(update);
        return true;
      }
      const held = get().backgroundConversations[id];
      if (!held) return false;
      const next = update(held);
      if (next !== held)
        set((state) => ({ backgroundConversations: { ...state.backgroundConversations, [id]: next } }));
      return true;
    },
    conversationById: (id) =>
      get().conversation.id === id ? get().conversation : get().backgroundConversations[id],
    openHeldConversation: async (id) => {
      if (get().conversation.id === id) return { ok: true };
      if (!get().backgroundConversations[id])
        return { ok: false, reason: 'That conversation is not open in this tab.' };
      // The swap happens in one step once the open conversation is saved: a run streaming into either of them
      // always finds it, open or held.
      return get().switchConversation((previous) => {
        const target = get().backgroundConversations[id];
        if (!target) return undefined;
        const { [id]: _opened, ...rest } = get().backgroundConversations;
        set({
          backgroundConversations: isRemoteSource(sourceOf(previous))
            ? { ...rest, [previous.id]: previous }
            : rest,
        });
        return target;
      });
    },
    changeStagedDecision: async (conversationId, callId) => {
      const before = get().conversationById(conversationId);
      if (!before) return { ok: false, reason: 'That conversation is not open in this tab.' };
      const after = withoutStagedDecision(before, callId);
      if (after === before)
        return { ok: false, reason: 'That decision is no longer staged: it was sent with the run’s answer.' };
      get().updateConversationById(conversationId, (current) => withoutStagedDecision(current, callId));
      // Decided again, it is the operator's new choice, and the review moves on from it as from any decision.
      set({ reviewHeld: false });
      await get().retrySave();
      await get().flushHeldConversations();
      return { ok: true };
    },
    retryRemoteAnswer: async (conversationId) => {
      const conversation = get().conversationById(conversationId);
      const desk = conversation ? deskFor(get(), conversation) : undefined;
      return desk?.retry
        ? desk.retry(conversationId)
        : { ok: false, reason: 'There is no unsent answer to send again.' };
    },
    decideInThread: async (conversationId, callId, decision) => {
      const conversation = get().conversationById(conversationId);
      if (!conversation) return { ok: false, reason: 'That conversation is not open in this tab.' };
      const desk = deskFor(get(), conversation);
      if (!desk)
        return {
          ok: false,
          reason: `No ${sourceOf(conversation).kind} source is connected for this conversation.`,
        };
      const key = JSON.stringify([conversationId, callId]);
      if (deciding.has(key))
        return {
          ok: false,
          reason: 'That call is being decided already: its first decision is the one sent.',
        };
      deciding.add(key);
      try {
        return await desk.decide(conversationId, callId, decision);
      } finally {
        deciding.delete(key);
      }
    },
  };
};
