import { queryOptions } from '@tanstack/react-query';
import type { ConversationSummary } from '../../../store/saved-records.ts';

/** Reads the stored conversations; the app passes the store's IndexedDB reader. */
export type ConversationListReader = () => Promise<readonly ConversationSummary[]>;

/** The stored conversations, refreshed while shown so another tab's changes appear. */
export function conversationListQueryOptions(read: ConversationListReader) {
  return queryOptions({
    queryKey: ['stored-conversations'] as const,
    queryFn: () => read(),
    refetchInterval: 3000,
  });
}
