import { memo } from 'react';
import { Badge } from '../../../components/badge.tsx';
import { Button } from '../../../components/button.tsx';
import { formatDuration } from '../../../components/format.ts';
import { showBidiControls } from '../../../core/bidi-controls.ts';
import type { InboxItem } from '../../../store/remote-sources.ts';
import { claimStatus } from '../../../store/remote-sources.ts';
import type { InboxOutcome } from '../../../core/inbox-outcome.ts';

const formLabels = {
  'agent-inbox': 'Agent Inbox',
  'hitl-middleware': 'LangChain middleware',
  value: 'Question',
} as const;

function OutcomeBadge({ outcome }: { readonly outcome: InboxOutcome }) {
  switch (outcome.status) {
    case 'sending':
      return <Badge tone="progress">Sending decision…</Badge>;
    case 'sent':
      return <Badge tone="success">Decision sent</Badge>;
    case 'unconfirmed':
      return (
        <Badge tone="warning" title="The page was reloaded while it was being sent.">
          Perhaps sent
        </Badge>
      );
    case 'decided-elsewhere':
      return <Badge tone="warning">Decided elsewhere</Badge>;
    case 'deleted':
      return <Badge tone="danger">Thread deleted</Badge>;
    case 'failed':
      return (
        <Badge tone="danger" title={outcome.message}>
          Not sent
        </Badge>
      );
  }
}

/**
 * One interrupted thread: its assistant, the thread, how long it has waited, the proposed action, and who is
 * reviewing it; Review opens it in the console.
 */
function InboxItemCardView({
  item,
  outcome,
  operatorId,
  now,
  selected = false,
  onReview,
}: {
  readonly item: InboxItem;
  readonly outcome: InboxOutcome | undefined;
  readonly operatorId: string;
  readonly now: number;
  /** Under the inbox's cursor: Enter reviews it. */
  readonly selected?: boolean;
  /** `byKeyboard`: Enter or Space on Review, which starts a run through the inbox. */
  readonly onReview: (item: InboxItem, byKeyboard: boolean) => void;
}) {
  const claim = claimStatus(item.claim, { operatorId, interruptId: item.interrupt.id }, now);
  const current = outcome && outcome.interruptId === item.interrupt.id ? outcome : undefined;
  // What the deployment names and proposes is untrusted: shown as text, its direction overrides made visible.
  const assistant = showBidiControls(item.assistant);
  const summary = showBidiControls(item.summary);
  return (
    <article
      aria-label={`${assistant}, thread ${item.threadId}`}
      aria-current={selected || undefined}
      className={`flex h-full flex-col gap-1 border-b border-zinc-200 px-3 py-2 dark:border-zinc-800 ${selected ? 'bg-teal-50 shadow-[inset_3px_0_0] shadow-teal-600 dark:bg-teal-950/40 dark:shadow-teal-400' : ''}`}
    >
      <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <span className="min-w-0 font-medium [overflow-wrap:anywhere] text-zinc-900 dark:text-zinc-100">
          {assistant}
        </span>
        <span className="truncate font-mono text-xs text-zinc-600 dark:text-zinc-400" title={item.threadId}>
          {item.threadId.slice(-8)}
        </span>
        <Badge>{formLabels[item.interrupt.request.form]}</Badge>
        <span className="text-xs text-zinc-600 dark:text-zinc-400">
          waiting {formatDuration(Math.max(0, now - item.waitingSince))}
        </span>
        {item.openCount > 1 ? <Badge tone="info">{item.openCount} interrupts</Badge> : null}
        {claim.status === 'theirs' ? (
          <Badge
            tone="waiting"
            title="A soft claim: you can still open it, and the server decides who answers first."
          >
            Being reviewed by {claim.operator || 'another operator'}
          </Badge>
        ) : null}
        {claim.status === 'mine' ? <Badge tone="info">You are reviewing</Badge> : null}
        {current ? <OutcomeBadge outcome={current} /> : null}
      </div>
      <div className="flex min-w-0 items-center gap-2">
        <code className="min-w-0 flex-1 truncate text-xs text-zinc-800 dark:text-zinc-200" title={summary}>
          {summary}
        </code>
        <Button
          size="sm"
          variant={claim.status === 'theirs' ? 'secondary' : 'primary'}
          data-inbox-review=""
          data-thread-id={item.threadId}
          // A click the keyboard made (Enter, Space) has no pointer detail.
          onClick={(event) => onReview(item, event.detail === 0)}
        >
          Review
        </Button>
      </div>
    </article>
  );
}

/** Rendered again only when its own props change: scrolling the list mounts new rows, not the ones in view. */
export const InboxItemCard = memo(InboxItemCardView);
