import { useAppStore } from '../store/app-store.ts';
import { browserStorages } from '../store/persistence/provider-settings-storage.ts';
import { rememberOpenThread, reopenRememberedThread } from '../store/reopen-thread.ts';
import { benchConversation } from './fixtures/bench-conversation.ts';
import { hostileConversation } from './fixtures/hostile-conversation.ts';
import { supportConversation } from './fixtures/support-fixture.ts';
import type { StartupMode } from './startup-mode.ts';

/** Conversation ids the page generates itself; a restored one of these is not a session to resume in the demo. */
const generatedIds = /^(conv_support_4471|conv_hostile|bench_\d+)$/;

let loading: Promise<void> | undefined;

/**
 * Puts the conversation the page was opened for in the store, after the saved session is restored: a reload
 * of the same fixture keeps its restored state (drafts included); another fixture or a benchmark replaces it;
 * the demo opens again the remote thread this tab had open, else resumes the saved session, or starts when there
 * is none worth resuming. From then on the tab remembers which remote thread it has open.
 */
export function loadStartupConversation(mode: StartupMode): Promise<void> {
  // Once per page: React's development double-run of effects must not start the demo twice.
  loading ??= load(mode);
  return loading;
}

async function load(mode: StartupMode): Promise<void> {
  await open(mode);
  rememberOpenThread(useAppStore, browserStorages());
}

async function open(mode: StartupMode): Promise<void> {
  await useAppStore.getState().restoreSession();
  const state = useAppStore.getState();
  const current = state.conversation;
  switch (mode.kind) {
    case 'bench':
      state.loadConversation(benchConversation(mode.parts));
      return;
    case 'fixture': {
      const fixture = mode.name === 'support' ? supportConversation : hostileConversation();
      if (current.id !== fixture.id) state.loadConversation(fixture);
      return;
    }
    case 'demo': {
      if ((await reopenRememberedThread(useAppStore, browserStorages())) === 'opened') return;
      const shown = useAppStore.getState().conversation;
      if (shown.messages.length === 0 || generatedIds.test(shown.id)) await state.startDemo();
    }
  }
}
