import type { StoreApi } from 'zustand';
import { reviveConversation } from '../agent/revive-conversation.ts';
import type { Conversation } from '../core/conversation.ts';
import { createId } from '../core/ids.ts';
import { importConversationInWorker } from '../workers/conversation-import-main.ts';
import type { BuiltInDesk } from '../desks/built-in/built-in-desk.ts';
import type { AgentRuntime } from './agent-runtime.ts';
import type { AgentSlice } from './agent-slice-contract.ts';
import type { AppState } from './app-state.ts';
import {
  exportConversationFile,
  exportFileName,
  importConversationFile,
} from './persistence/conversation-file.ts';
import { deleteStoredConversation, listStoredConversations } from './persistence/conversation-library.ts';
import type { OpenedSession } from './persistence/restore-session.ts';
import { openStoredSession } from './persistence/restore-session.ts';

/** What the conversation library's actions need of the agent slice. */
export interface LibraryPort {
  readonly get: () => AppState;
  readonly set: StoreApi<AppState>['setState'];
  /** The agent runtime, built on first use. */
  readonly runtime: () => AgentRuntime;
  /** The runtime once built, else undefined (an export needs no agent). */
  readonly builtRuntime: () => AgentRuntime | undefined;
  /** The built-in agent's desk: stopped before another conversation opens, and settling what a reload left. */
  readonly desk: BuiltInDesk;
  readonly secrets: () => readonly string[];
  /** Puts a conversation in the store, the selection cleared first. */
  readonly show: (conversation: Conversation) => void;
  /** Shows what opening a stored session gave: the conversation with its notes, or what was set aside. */
  readonly showOpened: (runtime: AgentRuntime, opened: OpenedSession) => Promise<void>;
}

/** The stored conversations: export and import a file, list, open and delete them. */
export type LibraryActions = Pick<
  AgentSlice,
  | 'exportConversation'
  | 'importConversation'
  | 'importConversationFile'
  | 'listConversations'
  | 'openStoredConversation'
  | 'deleteStoredConversation'
>;

/** The conversation library's actions, each after the session is restored and the open conversation saved. */
export function conversationLibraryActions(port: LibraryPort): LibraryActions {
  const { get, set, desk } = port;
  const stopOpen = () => desk.stop(get().conversation.id);

  /**
   * Opens an imported conversation (nothing is running after an import) once the open one is saved, and waits
   * until it is saved too. An import never overwrites a stored conversation: a taken id is replaced. `cancelled`
   * is asked once, before anything changes: true leaves the open conversation as it was (and its run going).
   */
  const openImported = async (
    imported: Conversation,
    cancelled: () => boolean = () => false,
  ): Promise<Conversation | undefined> => {
    const current = port.runtime();
    const taken = !!(await current.environment.database.conversations.get(imported.id));
    const conversation = taken ? { ...imported, id: createId('conv') } : imported;
    await current.persistence?.flush();
    if (cancelled()) return undefined;
    stopOpen();
    await current.persistence?.flush();
    port.show(conversation);
    await current.persistence?.flush();
    desk.refresh();
    return conversation;
  };

  return {
    exportConversation() {
      const conversation = get().conversation;
      const at = port.builtRuntime()?.environment.now?.() ?? Date.now();
      return {
        fileName: exportFileName(conversation, at),
        text: exportConversationFile(conversation, at, port.secrets()),
      };
    },
    async importConversation(text) {
      await get().restoreSession();
      const result = importConversationFile(text);
      if (!result.ok) return result;
      return { ok: true, conversation: (await openImported(result.conversation))! };
    },
    async importConversationFile(file, importOptions) {
      await get().restoreSession();
      const outcome = await importConversationInWorker(file, {
        ...importOptions,
        secrets: port.secrets(),
      });
      const { signal, onProgress } = importOptions;
      if (outcome.status !== 'imported' || signal.aborted)
        return outcome.status === 'imported' ? { status: 'cancelled' } : outcome;
      // Cancel is honoured up to the moment the conversation is shown; `saving` tells the operator it has landed.
      const conversation = await openImported(reviveConversation(outcome.conversation), () => {
        if (signal.aborted) return true;
        onProgress?.({ phase: 'saving' });
        return false;
      });
      return conversation ? { status: 'imported', conversation } : { status: 'cancelled' };
    },
    listConversations: async () => {
      await get().restoreSession();
      return listStoredConversations(port.runtime().environment.database);
    },
    async openStoredConversation(id) {
      await get().restoreSession();
      const current = port.runtime();
      if (get().conversation.id === id) return { ok: true };
      stopOpen();
      await current.persistence?.flush();
      const opened = await openStoredSession(current.environment.database, id, current.environment.now);
      if (opened.status === 'none') return { ok: false, reason: 'That conversation is no longer stored.' };
      await port.showOpened(current, opened);
      // What a reload left executing in it is settled from its record, never run again.
      await desk.settle(get().conversation.id);
      desk.refresh();
      return opened.status === 'opened'
        ? { ok: true }
        : { ok: false, reason: `It cannot be opened: ${opened.setAside.reason}` };
    },
    async deleteStoredConversation(id) {
      await get().restoreSession();
      const current = port.runtime();
      const open = get().conversation.id === id;
      if (open) stopOpen();
      // A remote thread held in this tab is let go with it (its run's request is aborted), and is not saved
      // back after it is deleted.
      if (get().backgroundConversations[id]) {
        set((state) => {
          const { [id]: _deleted, ...kept } = state.backgroundConversations;
          return { backgroundConversations: kept };
        });
        await get().flushHeldConversations();
      }
      await current.persistence?.flush();
      await deleteStoredConversation(current.environment.database, id);
      if (open) await get().newConversation();
    },
  };
}
