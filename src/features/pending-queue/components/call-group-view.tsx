import { memo, useState } from 'react';
import { GroupTableHead } from './group-table-head.tsx';
import { Button } from '../../../components/button.tsx';
import type { TierName } from '../../../components/tier-badge.tsx';
import { TierBadge, tierLabel } from '../../../components/tier-badge.tsx';
import { summarizeArguments, summarizeValue } from '../../../core/argument-summary.ts';
import type { CallGroup } from '../../../core/call-groups.ts';
import { columnLabel } from '../../../core/call-groups.ts';
import { createId } from '../../../core/ids.ts';
import { currentFieldValue } from '../../../core/group-decision.ts';
import type { ToolCall } from '../../../core/tool-call.ts';
import { effectiveArgs } from '../../../core/tool-call.ts';
import type { CallStanding } from '../approve-all-plan.ts';
import type { GroupActions } from '../group-actions.ts';
import { GroupDeclineForm } from './group-decline-form.tsx';
import { GroupFieldForm } from './group-field-form.tsx';

/** How many rows a group's table mounts at first, and how many more each "Show more" adds. */
const groupRowPage = 50;

const standingWords: Readonly<Record<CallStanding, string>> = {
  ready: 'ready',
  checking: 'checking',
  blocked: 'to fix',
  waiting: 'server away',
};

interface CallGroupViewProps {
  readonly group: CallGroup;
  readonly tier: TierName | undefined;
  readonly standingOf: (call: ToolCall) => CallStanding;
  readonly actions: GroupActions;
  readonly selectedCallId: string | undefined;
  readonly onOpen: (callId: string) => void;
  readonly onTakeOut: (callId: string) => void;
}

/**
 * Alike calls decided together: a table whose columns are the arguments that differ among them, each row one
 * call (open it with its button, or take it out of the group), and the group's decisions: approve the calls
 * ready, set one field for all, or decline them with one reason.
 */
export const CallGroupView = memo(function CallGroupView({
  group,
  tier,
  standingOf,
  actions,
  selectedCallId,
  onOpen,
  onTakeOut,
}: CallGroupViewProps) {
  const [form, setForm] = useState<'field' | 'decline'>();
  const [shown, setShown] = useState(groupRowPage);
  // A group may hold thousands of calls: the table mounts a page of rows, and always the call under review.
  const selectedIndex = group.calls.findIndex((call) => call.id === selectedCallId);
  const mounted = Math.min(group.calls.length, Math.max(shown, selectedIndex + 1));
  const hidden = group.calls.length - mounted;
  const [message, setMessage] = useState('');
  const standings = group.calls.map((call) => standingOf(call));
  const ready = group.calls.filter((_, index) => standings[index] === 'ready');
  const notReady = group.calls.length - ready.length;
  const headingId = `group-${group.calls[0]?.id ?? 'empty'}`;
  const decided = (size: number) => ({ id: createId('group'), size });
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-md border border-teal-300 bg-teal-50/40 p-2 dark:border-teal-800 dark:bg-teal-950/20"
    >
      <h4 id={headingId} className="flex min-w-0 items-center gap-2 text-xs">
        <span className="min-w-0 truncate font-mono font-semibold">{group.name}</span>
        <TierBadge tier={tier} remote={group.calls[0]?.interrupt !== undefined} />
        <span className="shrink-0 text-zinc-700 dark:text-zinc-300">{group.calls.length} alike calls</span>
      </h4>
      <table className="mt-1.5 w-full table-fixed border-collapse text-[11px]">
        <caption className="sr-only">
          {`${group.calls.length} ${group.name} calls; columns: the arguments that differ`}
        </caption>
        <GroupTableHead first="Call" firstWidth="w-10" columns={group.columns} withStanding={true} />
        <tbody>
          {group.calls.slice(0, mounted).map((call, index) => (
            <GroupRow
              key={call.id}
              call={call}
              ordinal={index + 1}
              group={group}
              tier={tier}
              standing={standings[index]!}
              reason={standings[index] === 'blocked' ? actions.reasonOf(call) : undefined}
              current={call.id === selectedCallId}
              onOpen={onOpen}
              onTakeOut={onTakeOut}
            />
          ))}
        </tbody>
      </table>
      {hidden > 0 ? (
        <Button size="sm" variant="ghost" className="mt-1" onClick={() => setShown(mounted + groupRowPage)}>
          Show {Math.min(hidden, groupRowPage)} more ({hidden} not shown)
        </Button>
      ) : null}
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          variant="primary"
          disabled={ready.length === 0}
          onClick={() =>
            actions.approve(
              ready.map((call) => call.id),
              decided(ready.length),
            )
          }
        >
          Approve {ready.length === group.calls.length ? 'the group' : `${ready.length} ready`} (
          {ready.length})
        </Button>
        <Button size="sm" onClick={() => setForm(form === 'field' ? undefined : 'field')}>
          Set one field for all
        </Button>
        <Button
          size="sm"
          variant="danger"
          onClick={() => setForm(form === 'decline' ? undefined : 'decline')}
        >
          Decline the group
        </Button>
        {notReady > 0 ? (
          <span className="text-[11px] text-zinc-600 dark:text-zinc-400">
            {notReady} not ready stay{notReady === 1 ? 's' : ''} pending
          </span>
        ) : null}
      </div>
      <p role="status" className="mt-1 text-[11px] text-zinc-700 empty:hidden dark:text-zinc-300">
        {message}
      </p>
      {form === 'field' ? (
        <div className="mt-2">
          <GroupFieldForm group={group} actions={actions} onDone={setMessage} />
        </div>
      ) : null}
      {form === 'decline' ? (
        <div className="mt-2">
          <GroupDeclineForm
            count={group.calls.length}
            onCancel={() => setForm(undefined)}
            onDecline={(reason) =>
              actions.decline(
                group.calls.map((call) => call.id),
                reason,
                decided(group.calls.length),
              )
            }
          />
        </div>
      ) : null}
    </section>
  );
});

function GroupRow({
  call,
  ordinal,
  group,
  tier,
  standing,
  reason,
  current,
  onOpen,
  onTakeOut,
}: {
  readonly call: ToolCall;
  readonly ordinal: number;
  readonly group: CallGroup;
  readonly tier: TierName | undefined;
  readonly standing: CallStanding;
  readonly reason: string | undefined;
  readonly current: boolean;
  readonly onOpen: (callId: string) => void;
  readonly onTakeOut: (callId: string) => void;
}) {
  const summary = summarizeArguments(call.name, effectiveArgs(call), { maxLength: 120 });
  const name = [call.name, tier ? tierLabel(tier) : 'unknown tool', `in a group of ${group.calls.length}`]
    .filter(Boolean)
    .join(', ');
  return (
    <>
      <tr
        className={`border-t border-zinc-200 align-top dark:border-zinc-800 ${current ? 'bg-teal-100/60 dark:bg-teal-900/40' : ''}`}
      >
        <td className="py-0.5">
          <button
            type="button"
            data-queue-item=""
            data-call-id={call.id}
            aria-current={current || undefined}
            aria-label={`${name}: ${summary}`}
            onClick={() => onOpen(call.id)}
            className="rounded px-1 font-mono text-teal-800 underline-offset-2 hover:underline dark:text-teal-300"
          >
            #{ordinal}
          </button>
        </td>
        {group.columns.map((path) => (
          <td key={columnLabel(path)} className="truncate py-0.5 pr-1 font-mono">
            {summarizeValue(currentFieldValue(call, path), { maxLength: 80 })}
          </td>
        ))}
        <td
          className={`py-0.5 ${standing === 'blocked' ? 'font-medium text-red-700 dark:text-red-300' : 'text-zinc-700 dark:text-zinc-300'}`}
        >
          {standingWords[standing]}
        </td>
        <td className="py-0.5 text-right">
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Take call #${ordinal} out of the group`}
            onClick={() => onTakeOut(call.id)}
          >
            Take out
          </Button>
        </td>
      </tr>
      {reason ? (
        <tr>
          <td
            colSpan={group.columns.length + 3}
            className="pb-1 text-red-700 [overflow-wrap:anywhere] dark:text-red-300"
          >
            #{ordinal}: {reason}
          </td>
        </tr>
      ) : null}
    </>
  );
}
