import { queryOptions, skipToken } from '@tanstack/react-query';
import type { JsonObject } from '../../../core/json.ts';
import type { DeploymentClient } from '../../../store/remote-sources.ts';
import type { InboxItem } from '../../../store/remote-sources.ts';
import { inboxItemOf } from '../../../store/remote-sources.ts';
import { inboxPollDelay } from '../poll-delay.ts';

const pageSize = 100;
/** The most threads one inbox lists; past it the inbox says so. */
export const inboxLimit = 5_000;

/** The deployment's assistants (names for the inbox, and the check that it is a LangGraph API). */
export function assistantsQueryOptions(client: DeploymentClient | undefined, revision: number) {
  return queryOptions({
    queryKey: ['team-inbox', client?.url, revision, 'assistants'],
    queryFn: client ? ({ signal }) => client.listAssistants(signal) : skipToken,
    staleTime: 60_000,
    retry: false,
  });
}

/** Every interrupted thread of the deployment, read page by page, oldest first. */
export async function readInterruptedThreads(
  client: DeploymentClient,
  signal?: AbortSignal,
): Promise<readonly JsonObject[]> {
  const threads: JsonObject[] = [];
  for (let offset = 0; offset < inboxLimit; offset += pageSize) {
    const page = await client.searchInterrupted({ offset, limit: pageSize }, signal);
    threads.push(...page);
    if (page.length < pageSize) break;
  }
  return threads;
}

/** Threads read as inbox items, with assistants named. */
export function inboxItemsOf(
  threads: readonly JsonObject[],
  assistants: readonly { readonly assistantId: string; readonly name: string }[],
): readonly InboxItem[] {
  const names = new Map(assistants.map((assistant) => [assistant.assistantId, assistant.name]));
  return threads.flatMap((thread) => inboxItemOf(thread, names) ?? []);
}

// Failures in a row per deployment; TanStack Query's own failure count starts over with every refetch.
const consecutiveFailures = new Map<string, number>();

/**
 * The interrupted threads, refreshed while the inbox is open: every 5 s, backing off while the deployment fails,
 * and when the window regains focus. The last list stays on screen during a refresh and after a failure.
 */
export function interruptedThreadsQueryOptions(client: DeploymentClient | undefined, revision: number) {
  const key = `${client?.url}\u0000${revision}`;
  return queryOptions({
    queryKey: ['team-inbox', client?.url, revision, 'interrupted'],
    queryFn: client
      ? async ({ signal }) => {
          try {
            const threads = await readInterruptedThreads(client, signal);
            consecutiveFailures.delete(key);
            return threads;
          } catch (error) {
            consecutiveFailures.set(key, (consecutiveFailures.get(key) ?? 0) + 1);
            throw error;
          }
        }
      : skipToken,
    refetchInterval: () => inboxPollDelay(consecutiveFailures.get(key) ?? 0),
    refetchOnWindowFocus: true,
    retry: false,
    placeholderData: (previous) => previous,
  });
}
