import { memo } from 'react';
import { formatClock } from '../../../components/format.ts';
import type { Message } from '../../../core/conversation.ts';

const roleLabel = { user: 'User', model: 'Model', tool: 'Tool' } as const;
const roleDot = { user: 'bg-violet-500', model: 'bg-teal-600', tool: 'bg-zinc-500' } as const;

/** Whether the message holds only calls the operator made by hand: it is theirs, not the model's. */
function byOperatorHand(message: Message): boolean {
  return (
    message.parts.length > 0 &&
    message.parts.every((part) => part.kind === 'tool-call' && part.call.initiatedBy === 'operator')
  );
}

/** The line that opens a message: who wrote it, when, how many turns back, and whether it ended well. */
export const MessageHeaderRow = memo(function MessageHeaderRow({
  message,
  depth,
}: {
  readonly message: Message;
  readonly depth: number;
}) {
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5 px-2 pt-4 pb-1 text-xs text-zinc-600 sm:px-4 dark:text-zinc-400">
      <span aria-hidden="true" className={`size-2 rounded-full ${roleDot[message.role]}`} />
      <h3 className="font-semibold text-zinc-900 dark:text-zinc-100">
        {byOperatorHand(message) ? 'Operator, by hand' : roleLabel[message.role]}
      </h3>
      {message.issuedBy ? <span className="truncate font-mono text-[11px]">{message.issuedBy}</span> : null}
      <span aria-hidden="true">·</span>
      <time dateTime={new Date(message.createdAt).toISOString()}>{formatClock(message.createdAt)}</time>
      <span aria-hidden="true">·</span>
      <span>{depth === 0 ? 'latest turn' : `${depth} ${depth === 1 ? 'turn' : 'turns'} ago`}</span>
      {message.status === 'streaming' ? (
        <span className="text-sky-700 dark:text-sky-300">writing…</span>
      ) : null}
      {message.status === 'incomplete' || message.status === 'error' ? (
        <span className="min-w-0 text-red-700 [overflow-wrap:anywhere] dark:text-red-300">
          {message.status === 'error' ? 'failed' : 'cut off'}
          {message.error ? `: ${message.error}` : ''}
        </span>
      ) : null}
    </div>
  );
});
