import type { ReactNode } from 'react';
import { Badge } from '../../../components/badge.tsx';
import type { BadgeTone } from '../../../components/badge.tsx';
import { Button } from '../../../components/button.tsx';
import { formatDateTime } from '../../../components/format.ts';
import { formatWait } from '../../../core/rules/call-deadline.ts';
import { describeMatch, describeScope } from '../../../core/rules/describe-rule.ts';
import type { Rule, RuleEffect } from '../../../core/rules/rule.ts';
import type { RuleAction } from '../hooks/use-rule-actions.ts';

const effectTone: Readonly<Record<RuleEffect, BadgeTone>> = {
  allow: 'success',
  ask: 'waiting',
  deny: 'danger',
};

/** One rule in the list: what it matches, its effect, scope, how often it decided, and what can be done to it. */
export function RuleRow({
  rule,
  matched,
  first,
  last,
  expired,
  busy,
  onAction,
  onEdit,
  children,
}: {
  readonly rule: Rule;
  readonly matched: number;
  readonly first: boolean;
  readonly last: boolean;
  readonly expired: boolean;
  readonly busy: boolean;
  readonly onAction: (action: RuleAction) => void;
  readonly onEdit: () => void;
  readonly children?: ReactNode;
}) {
  const summary = describeMatch(rule);
  return (
    <tr
      aria-label={`Rule ${rule.number}: ${rule.effect} ${summary}`}
      className={`border-b border-zinc-100 align-top max-md:grid max-md:grid-cols-[auto_auto_auto_minmax(0,1fr)] max-md:items-center max-md:gap-x-2 max-md:gap-y-1.5 max-md:py-3 dark:border-zinc-800/60 ${rule.status === 'disabled' || expired ? 'opacity-60' : ''}`}
    >
      <td className="py-2 pr-3 text-xs font-semibold tabular-nums max-md:p-0">
        <span className="md:hidden">Rule </span>
        {rule.number}
      </td>
      <td className="space-y-1 py-2 pr-3 max-md:col-span-4 max-md:row-start-2 max-md:p-0">
        <p className="font-mono text-xs [overflow-wrap:anywhere]">{summary}</p>
        {rule.message ? (
          <p className="text-xs text-zinc-600 italic dark:text-zinc-400">“{rule.message}”</p>
        ) : null}
        <p className="text-[11px] text-zinc-600 dark:text-zinc-400">
          {describeScope(rule.scope)}
          {rule.expiresAt !== undefined
            ? ` · ${expired ? 'expired' : 'expires'} ${formatDateTime(rule.expiresAt)}`
            : ''}
          {rule.deadline
            ? ` · decide within ${formatWait(rule.deadline.waitMs)}, then ${rule.deadline.then === 'decline' ? 'decline' : 'notify again'}`
            : ''}
          {rule.destructiveConfirmedAt !== undefined ? ' · destructive calls confirmed' : ''}
        </p>
        {children}
      </td>
      <td className="py-2 pr-3 max-md:col-start-2 max-md:row-start-1 max-md:p-0">
        <Badge tone={effectTone[rule.effect]}>{rule.effect}</Badge>
      </td>
      <td className="py-2 pr-3 text-xs max-md:col-start-3 max-md:row-start-1 max-md:p-0">
        {rule.status === 'shadow' ? <Badge tone="info">shadow</Badge> : rule.status}
      </td>
      <td className="py-2 pr-3 text-xs tabular-nums max-md:col-start-4 max-md:row-start-1 max-md:justify-self-end max-md:p-0">
        <span className="text-zinc-600 md:hidden dark:text-zinc-400">matched </span>
        {matched}
        <span className="text-zinc-600 md:hidden dark:text-zinc-400">×</span>
      </td>
      <td className="py-2 max-md:col-span-4 max-md:row-start-3 max-md:p-0">
        <div className="flex flex-wrap gap-1">
          <Button size="sm" onClick={onEdit} disabled={busy}>
            Edit
          </Button>
          <Button
            size="sm"
            aria-label={`Move rule ${rule.number} up`}
            disabled={busy || first}
            onClick={() => onAction({ kind: 'move', id: rule.id, step: -1 })}
          >
            ↑
          </Button>
          <Button
            size="sm"
            aria-label={`Move rule ${rule.number} down`}
            disabled={busy || last}
            onClick={() => onAction({ kind: 'move', id: rule.id, step: 1 })}
          >
            ↓
          </Button>
          {rule.status === 'active' ? (
            <Button
              size="sm"
              disabled={busy}
              onClick={() => onAction({ kind: 'status', id: rule.id, status: 'disabled' })}
            >
              Disable
            </Button>
          ) : (
            <Button
              size="sm"
              disabled={busy}
              onClick={() => onAction({ kind: 'status', id: rule.id, status: 'active' })}
            >
              {rule.status === 'shadow' ? 'Activate' : 'Enable'}
            </Button>
          )}
          {rule.status !== 'shadow' ? (
            <Button
              size="sm"
              disabled={busy}
              onClick={() => onAction({ kind: 'status', id: rule.id, status: 'shadow' })}
            >
              Shadow
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="danger"
            aria-label={`Delete rule ${rule.number}`}
            disabled={busy}
            onClick={() => onAction({ kind: 'remove', id: rule.id })}
          >
            Delete
          </Button>
        </div>
      </td>
    </tr>
  );
}
