import type { StoreApi } from 'zustand';
import type { Conversation } from '../core/conversation.ts';
import { isRemoteSource, sourceOf } from '../core/source.ts';
import type { AppState } from './app-state.ts';
import type { OpenRemoteThread } from './persistence/open-thread-storage.ts';
import { readOpenThread, writeOpenThread } from './persistence/open-thread-storage.ts';
import type { SettingsStorages } from './persistence/provider-settings-storage.ts';

/** What became of the remote thread a tab had open before its reload. */
export type ReopenResult = 'none' | 'opened' | 'failed';

function short(threadId: string): string {
  return threadId.length > 8 ? `…${threadId.slice(-8)}` : threadId;
}

async function reopenLangGraph(state: AppState, thread: OpenRemoteThread): Promise<string | undefined> {
  const source = thread.source;
  if (source.kind !== 'langgraph') return undefined;
  const client = state.langGraphClient();
  if (!client || client.url !== source.deploymentId)
    return `The deployment ${source.deploymentId} is no longer connected.`;
  const opened = await state.openThread(source.threadId, thread.title, { showConsole: false });
  return opened.ok ? undefined : opened.reason;
}

async function reopenAgUi(state: AppState, thread: OpenRemoteThread): Promise<string | undefined> {
  if (state.conversation.id === thread.conversationId) return undefined;
  if (!state.backgroundConversations[thread.conversationId])
    return 'Nothing of it was saved in this browser before the reload.';
  const opened = await state.openHeldConversation(thread.conversationId);
  return opened.ok ? undefined : opened.reason;
}

/**
 * Opens again the remote thread this tab had open before the reload, once the stored conversations are back: a
 * LangGraph thread is read afresh from its deployment (its review, or what became of it); an AG-UI thread is
 * opened as this browser kept it. When that fails, the tab falls back to the thread's list (the team inbox, or
 * the agents) and says why; nothing held is dropped, so the drafts stay.
 */
export async function reopenRememberedThread(
  store: StoreApi<AppState>,
  storages: SettingsStorages,
): Promise<ReopenResult> {
  const thread = readOpenThread(storages);
  if (!thread) return 'none';
  // The operator may move on while the stored threads and the thread are read: the screen changes only if they
  // have not, so it is noted before anything is awaited.
  const screen = store.getState().screen;
  await store.getState().restoreHeldConversations();
  const state = store.getState();
  const show = (next: AppState['screen']) => {
    if (store.getState().screen === screen) store.getState().setScreen(next);
  };
  const problem =
    thread.source.kind === 'langgraph'
      ? await reopenLangGraph(state, thread)
      : await reopenAgUi(state, thread);
  if (problem === undefined) {
    const outcome = thread.source.kind === 'langgraph' && state.inboxOutcomes[thread.source.threadId];
    // A send the reload cut off, on a thread that has moved on since: it may or may not have arrived.
    if (outcome && outcome.status === 'sending' && store.getState().conversation.id === thread.conversationId)
      state.setInboxOutcome(thread.source.threadId, {
        status: 'unconfirmed',
        interruptId: outcome.interruptId,
      });
    show('console');
    return 'opened';
  }
  const where = thread.source.kind === 'langgraph' ? 'the team inbox' : 'the Agents screen';
  state.setReopenProblem(
    `The thread ${short(thread.source.threadId)} you had open could not be opened again after the reload: ${problem} ` +
      `Its drafts are kept in this browser; open it again from ${where}.`,
  );
  show(thread.source.kind === 'langgraph' ? 'inbox' : 'agents');
  return 'failed';
}

function openThreadOf(conversation: Conversation): OpenRemoteThread | undefined {
  const source = sourceOf(conversation);
  return isRemoteSource(source)
    ? { conversationId: conversation.id, title: conversation.title, source }
    : undefined;
}

/**
 * Keeps this tab's open remote thread in session storage from now on (nothing when a built-in conversation is
 * open), so a reload opens it again. Returns the function that stops it.
 */
export function rememberOpenThread(store: StoreApi<AppState>, storages: SettingsStorages): () => void {
  let last = store.getState().conversation;
  writeOpenThread(storages, openThreadOf(last));
  return store.subscribe((state) => {
    if (state.conversation.id === last.id && state.conversation.title === last.title) return;
    last = state.conversation;
    writeOpenThread(storages, openThreadOf(last));
  });
}
