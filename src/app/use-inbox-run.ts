import { useEffect } from 'react';
import { inboxThreadIdOf, nextInboxThread } from '../core/inbox-run.ts';
import { awaitsDecision } from '../core/review-flow.ts';
import { useAppStore } from '../store/app-store.ts';
import { cachedPendingCalls } from '../store/selectors.ts';

/**
 * Moves a run through the team inbox along: once the open thread's interrupt is answered from this tab (every
 * action decided, the decision sending or sent), the next waiting thread of the run opens for review, so a
 * backlog is cleared with one key a decision; after the last one, the inbox shows again. A thread that cannot
 * be opened ends the run on the inbox, where the failure is read afresh; leaving the console for another screen
 * ends it too.
 */
export function useInboxRun() {
  useEffect(() => {
    let opening: string | undefined;
    const follow = () => {
      const state = useAppStore.getState();
      const run = state.inboxRun;
      const threadId = inboxThreadIdOf(state.conversation.source);
      if (!run || opening !== undefined || state.screen !== 'console' || threadId === undefined) return;
      const current = run.find((thread) => thread.threadId === threadId);
      if (!current) return;
      if (cachedPendingCalls(state.conversation).some(awaitsDecision)) return;
      if (state.inboxOutcomes[current.threadId]?.interruptId !== current.interruptId) return;
      const next = nextInboxThread(run, current.threadId, state.inboxOutcomes);
      if (!next) {
        state.endInboxRun();
        state.setScreen('inbox');
        return;
      }
      opening = next.threadId;
      // The console is already on screen; an operator who leaves it meanwhile is not brought back.
      void state.openThread(next.threadId, next.title, { showConsole: false }).then((result) => {
        opening = undefined;
        if (result.ok || useAppStore.getState().inboxRun !== run) return;
        useAppStore.getState().endInboxRun();
        useAppStore.getState().setScreen('inbox');
      });
    };
    const unsubscribe = useAppStore.subscribe((state, previous) => {
      // Going to another screen ends the run: the operator chose what to do next.
      if (state.screen !== previous.screen && state.screen !== 'console' && state.inboxRun) {
        state.endInboxRun();
        return;
      }
      if (state.conversation !== previous.conversation || state.inboxOutcomes !== previous.inboxOutcomes)
        follow();
    });
    return unsubscribe;
  }, []);
}
