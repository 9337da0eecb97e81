import type { CallGroup, QueueRow } from '../../core/call-groups.ts';
import { groupQueue } from '../../core/call-groups.ts';
import { splitQueue } from '../../core/set-aside.ts';
import type { ToolCall } from '../../core/tool-call.ts';
import { useAppStore } from '../../store/app-store.ts';
import { conversationCallKey } from '../../store/call-group-slice.ts';
import { cachedPendingCalls } from '../../store/selectors.ts';

/** The queue's rows for the open conversation's calls shown: alike calls grouped, those taken out alone. */
export function queueRows(
  shown: readonly ToolCall[],
  conversationId: string,
  outOfGroup: Readonly<Record<string, boolean>>,
): readonly QueueRow[] {
  return groupQueue(shown, {
    standsAlone: (call) => outOfGroup[conversationCallKey(conversationId, call.id)] === true,
  });
}

/** The group the queue shows the open conversation's call in now, if it is in one. */
export function queueGroupOf(callId: string, now = Date.now()): CallGroup | undefined {
  const state = useAppStore.getState();
  const conversationId = state.conversation.id;
  const { shown } = splitQueue(
    cachedPendingCalls(state.conversation),
    (call) => state.setAsideCalls[conversationCallKey(conversationId, call.id)],
    now,
  );
  for (const row of queueRows(shown, conversationId, state.callsOutOfGroup))
    if (row.kind === 'group' && row.group.calls.some((call) => call.id === callId)) return row.group;
  return undefined;
}
