import type { ToolCallStatus } from '../core/tool-call.ts';
import type { BadgeTone } from './badge.tsx';
import { Badge } from './badge.tsx';

const toneOf: Readonly<Record<ToolCallStatus, BadgeTone>> = {
  streaming: 'info',
  checking: 'info',
  pending: 'waiting',
  executing: 'progress',
  executed: 'success',
  failed: 'danger',
  refused: 'danger',
  declined: 'neutral',
  interrupted: 'warning',
};

/** One badge per tool call status, with the duration when there is one. */
export function StatusBadge({
  status,
  duration,
}: {
  readonly status: ToolCallStatus;
  readonly duration?: string;
}) {
  const live = status === 'streaming' || status === 'checking' || status === 'executing';
  return (
    <Badge tone={toneOf[status]}>
      {live ? <span aria-hidden="true" className="size-1.5 animate-pulse rounded-full bg-current" /> : null}
      {status}
      {duration ? <span className="font-normal opacity-80">· {duration}</span> : null}
    </Badge>
  );
}
