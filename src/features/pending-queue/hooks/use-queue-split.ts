import { useEffect, useMemo } from 'react';
import { useNow } from '../../../components/use-now.ts';
import { findToolCallPart } from '../../../core/conversation.ts';
import type { QueueSplit } from '../../../core/set-aside.ts';
import { splitQueue } from '../../../core/set-aside.ts';
import { useAppStore } from '../../../store/app-store.ts';
import { conversationCallKey } from '../../../store/call-group-slice.ts';
import { usePendingCalls } from './use-pending-calls.ts';

/**
 * The open conversation's waiting calls split by what the operator set aside ("Not now"), read again every
 * second while any is set aside, so a call comes back when its time comes. The entry of a call that stopped
 * waiting (its deadline declined it, another tab decided it) is forgotten.
 */
export function useQueueSplit(): QueueSplit {
  const calls = usePendingCalls();
  const conversationId = useAppStore((state) => state.conversation.id);
  const entries = useAppStore((state) => state.setAsideCalls);
  const any = Object.keys(entries).length > 0;
  const now = useNow(1_000, any);
  useEffect(() => {
    if (!any) return;
    const state = useAppStore.getState();
    for (const entry of Object.values(entries)) {
      if (entry.conversationId !== conversationId) continue;
      const call = findToolCallPart(state.conversation, entry.callId)?.call;
      if (call && call.status !== 'pending') state.bringBack(entry.conversationId, entry.callId);
    }
  }, [any, entries, conversationId, calls]);
  return useMemo(
    () => splitQueue(calls, (call) => entries[conversationCallKey(conversationId, call.id)], any ? now : 0),
    [calls, entries, conversationId, now, any],
  );
}
