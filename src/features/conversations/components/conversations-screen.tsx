import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '../../../components/badge.tsx';
import { Button } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { formatDateTime } from '../../../components/format.ts';
import { TableHead } from '../../../components/table-head.tsx';
import { useAppStore } from '../../../store/app-store.ts';
import type { ConversationSummary } from '../../../store/saved-records.ts';
import { conversationListQueryOptions } from '../api/conversation-list-queries.ts';
import { DeleteConversationDialog } from './delete-conversation-dialog.tsx';

function SummaryRow({
  conversation,
  isOpen,
  onOpen,
  onDelete,
}: {
  readonly conversation: ConversationSummary;
  readonly isOpen: boolean;
  readonly onOpen: () => void;
  readonly onDelete: () => void;
}) {
  return (
    <tr className="border-b border-zinc-100 align-top last:border-0 max-md:grid max-md:grid-cols-[minmax(0,1fr)_auto] max-md:gap-x-3 max-md:gap-y-1 max-md:py-3 dark:border-zinc-800/70">
      <th
        scope="row"
        className="max-w-md py-2 pr-3 text-left font-medium [overflow-wrap:anywhere] max-md:col-span-2 max-md:max-w-none max-md:p-0"
      >
        {conversation.title}
        {isOpen ? (
          <span className="ml-2">
            <Badge tone="info">open</Badge>
          </span>
        ) : null}
        {conversation.status === 'damaged' ? (
          <p className="mt-1 text-xs font-normal text-red-700 dark:text-red-300">
            Kept aside, it cannot be opened: <span className="break-all">{conversation.reason}</span>
          </p>
        ) : null}
      </th>
      <td className="py-2 pr-3 whitespace-nowrap text-zinc-700 tabular-nums dark:text-zinc-300">
        {conversation.updatedAt > 0 ? formatDateTime(conversation.updatedAt) : '—'}
      </td>
      <td className="py-2 pr-3 text-zinc-700 tabular-nums dark:text-zinc-300">{conversation.messageCount}</td>
      <td className="py-2">
        <div className="flex gap-1">
          <Button
            size="sm"
            disabled={isOpen || conversation.status === 'damaged'}
            aria-label={`Open ${conversation.title}`}
            onClick={onOpen}
          >
            Open
          </Button>
          <Button size="sm" variant="danger" aria-label={`Delete ${conversation.title}`} onClick={onDelete}>
            Delete…
          </Button>
        </div>
      </td>
    </tr>
  );
}

/** The conversations stored in this browser: title, last change, message count; open one, or delete it. */
export function ConversationsScreen() {
  const listConversations = useAppStore((state) => state.listConversations);
  const openStoredConversation = useAppStore((state) => state.openStoredConversation);
  const deleteStoredConversation = useAppStore((state) => state.deleteStoredConversation);
  const setScreen = useAppStore((state) => state.setScreen);
  const openId = useAppStore((state) => state.conversation.id);
  const queryClient = useQueryClient();
  const list = useQuery(conversationListQueryOptions(listConversations));
  const [deleting, setDeleting] = useState<ConversationSummary | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['stored-conversations'] });

  const open = async (id: string) => {
    const result = await openStoredConversation(id);
    if (result.ok) setScreen('console');
    else setError(result.reason);
    await refresh();
  };

  if (list.error)
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-300">
        The stored conversations could not be read: {list.error.message}
      </p>
    );
  if (list.isPending) return <p className="text-sm text-zinc-600 dark:text-zinc-400">Reading…</p>;
  return (
    <div className="space-y-3">
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          Not opened: {error}
        </p>
      ) : null}
      {list.data.length === 0 ? (
        <EmptyState title="No stored conversations yet">
          A conversation is stored as soon as it has a message; imported files are stored too.
        </EmptyState>
      ) : (
        <table className="w-full text-sm max-md:block">
          <caption className="sr-only">Stored conversations</caption>
          <TableHead columns={['Title', 'Last change', 'Messages', 'Actions']} className="max-md:sr-only" />
          <tbody className="max-md:block">
            {list.data.map((conversation) => (
              <SummaryRow
                key={conversation.id}
                conversation={conversation}
                isOpen={conversation.id === openId}
                onOpen={() => void open(conversation.id)}
                onDelete={() => setDeleting(conversation)}
              />
            ))}
          </tbody>
        </table>
      )}
      <DeleteConversationDialog
        conversation={deleting}
        isOpenConversation={deleting?.id === openId}
        onConfirm={async (id) => {
          await deleteStoredConversation(id);
          await refresh();
        }}
        onClose={() => setDeleting(undefined)}
      />
    </div>
  );
}
