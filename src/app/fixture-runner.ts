import type { Conversation } from '../core/conversation.ts';
import { allToolCalls } from '../core/conversation.ts';
import { useAppStore } from '../store/app-store.ts';
import type { ToolRegistry } from '../tools/tool-registry.ts';

/** How long a fixture call "runs": long enough to see the executing state, short enough not to wait for it. */
const fixtureRunMs = 600;

/**
 * On a fixture, runs each approved call with the fixture tool's canned executor and completes it, so the screen
 * shows what an approval leads to without an agent. Each call runs once: it is tracked from the moment it is
 * seen executing. Returns the unsubscribe function.
 */
export function startFixtureRunner(registry: ToolRegistry): () => void {
  const started = new Set<string>();
  const run = (conversation: Conversation, previous?: Conversation) => {
    // Messages are immutable: only those that changed since the last look can hold a newly approved call.
    const changed = conversation.messages.filter((message, index) => previous?.messages[index] !== message);
    for (const call of allToolCalls({ ...conversation, messages: changed })) {
      // A retried call runs again: it is forgotten once it leaves `executing`.
      if (call.status !== 'executing') {
        started.delete(call.id);
        continue;
      }
      if (started.has(call.id)) continue;
      started.add(call.id);
      const approved = call.approval.approvedArgs;
      const tool = registry.get(call.name);
      setTimeout(() => {
        const finish = (event: { type: 'complete'; result: never } | { type: 'fail'; error: string }) => {
          const state = useAppStore.getState();
          if (!state.localDecisions) return;
          try {
            state.applyToolCallEvent(call.id, { ...event, at: Date.now() } as never);
          } catch {
            // Stopped or reloaded meanwhile: the call is no longer executing, nothing to finish.
          }
        };
        if (!tool) return finish({ type: 'fail', error: `There is no tool named ${call.name}.` });
        tool.execute(approved, { signal: new AbortController().signal }).then(
          (result) => finish({ type: 'complete', result: result as never }),
          (error: unknown) =>
            finish({ type: 'fail', error: error instanceof Error ? error.message : String(error) }),
        );
      }, fixtureRunMs);
    }
  };
  run(useAppStore.getState().conversation);
  return useAppStore.subscribe((state, previous) => {
    if (state.localDecisions && state.conversation !== previous.conversation)
      run(state.conversation, previous.conversation);
  });
}
