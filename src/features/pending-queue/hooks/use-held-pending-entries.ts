import { useMemo } from 'react';
import type { PendingEntry } from '../../../core/pending-entries.ts';
import { pendingEntries } from '../../../core/pending-entries.ts';
import { useAppStore } from '../../../store/app-store.ts';

/** Pending calls of the remote threads held in the background (not the open conversation), with their source. */
export function useHeldPendingEntries(): readonly PendingEntry[] {
  const held = useAppStore((state) => state.backgroundConversations);
  return useMemo(() => pendingEntries(Object.values(held)), [held]);
}
