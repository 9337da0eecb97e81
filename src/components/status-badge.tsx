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

/**
 * One badge per tool call status, with the duration when there is one. `delivery` marks an executing remote
 * call whose answer may not have reached its agent: nothing runs here to tick, so the badge says that instead.
 */
export function StatusBadge({
  status,
  duration,
  delivery,
}: {
  readonly status: ToolCallStatus;
  readonly duration?: string;
  readonly delivery?: 'perhaps sent' | 'not sent' | undefined;
}) {
  if (delivery)
    return (
      <Badge tone="warning">
        {status}
        <span className="font-normal">· {delivery}</span>
      </Badge>
    );
  const live = status === 'streaming' || status === 'checking' || status === 'executing';
  return (
    <Badge tone={toneOf[status]}>
      {live ? <span aria-hidden="true" className="size-1.5 animate-pulse rounded-full bg-current" /> : null}
      {status}
      {duration ? <span className="font-normal opacity-80">· {duration}</span> : null}
    </Badge>
  );
}
