import { memo, useState } from 'react';
import { GroupTableHead } from './group-table-head.tsx';
import { Button } from '../../../components/button.tsx';
import { TierBadge, tierLabel } from '../../../components/tier-badge.tsx';
import { summarizeArguments, summarizeValue } from '../../../core/argument-summary.ts';
import { columnLabel } from '../../../core/call-groups.ts';
import type { EntryGroup } from '../../../core/entry-groups.ts';
import type { FleetTierLookup } from '../../../core/fleet/fleet-rows.ts';
import { currentFieldValue } from '../../../core/group-decision.ts';
import { createId } from '../../../core/ids.ts';
import type { PendingEntry } from '../../../core/pending-entries.ts';
import { effectiveArgs } from '../../../core/tool-call.ts';
import { useAppStore } from '../../../store/app-store.ts';
import { approvalNeedsConfirmation } from '../../../store/held-call-decisions.ts';
import type { HeldGroupOutcome } from '../../../store/held-group-decisions.ts';
import { decideHeldGroup } from '../../../store/held-group-decisions.ts';
import { GroupDeclineForm } from './group-decline-form.tsx';
import { heldEntryOrigin } from './held-entry-button.tsx';

/** The tier of a waiting call of another thread, read in the thread that holds it. */
function tierOfEntry(entry: PendingEntry, tierOf: FleetTierLookup) {
  const conversation = useAppStore.getState().conversationById(entry.conversationId);
  return conversation ? tierOf(entry.call, conversation) : 'unknown';
}

function outcomeWords(verb: string, outcome: HeldGroupOutcome): string {
  const left = outcome.left.map(({ entry, reason }) => `${heldEntryOrigin(entry)}: ${reason}`);
  return [`${verb} ${outcome.decided}.`, ...(left.length > 0 ? [`Left: ${left.join('; ')}`] : [])].join(' ');
}

/**
 * Alike calls of one agent, deployment or route across its threads: a table of the arguments that differ, each
 * row one call (focus it to review it where it is, click to open its thread, or take it out of the group), and
 * the group's decisions: approve them all (confirmed once, naming the count, when any is destructive or of a tier
 * nobody gave) or decline them with one reason. Each call is still judged, recorded and sent by its own thread.
 */
export const HeldGroupCard = memo(function HeldGroupCard({
  group,
  tierOf,
  onOpen,
}: {
  readonly group: EntryGroup;
  readonly tierOf: FleetTierLookup;
  readonly onOpen: (entry: PendingEntry) => void;
}) {
  const [step, setStep] = useState<'idle' | 'confirm' | 'decline' | 'deciding'>('idle');
  const [message, setMessage] = useState('');
  const { entries, threadCount } = group;
  const { name, columns } = group.group;
  const count = entries.length;
  const first = entries[0]!;
  const tier = tierOfEntry(first, tierOf);
  const headingId = `held-group-${first.conversationId}-${first.call.id}`;
  const decide = async (decision: Parameters<typeof decideHeldGroup>[1]) => {
    setStep('deciding');
    const outcome = await decideHeldGroup(entries, decision, createId('group'));
    setMessage(outcomeWords(decision.kind === 'approve' ? 'Approved' : 'Declined', outcome));
    setStep('idle');
  };
  const approve = () => {
    const asks = entries.some((entry) => approvalNeedsConfirmation(tierOfEntry(entry, tierOf)));
    if (asks) setStep('confirm');
    else void decide({ kind: 'approve' });
  };
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-md border border-dashed border-teal-400 bg-teal-50/40 p-2 dark:border-teal-800 dark:bg-teal-950/20"
    >
      <h4 id={headingId} className="flex min-w-0 flex-wrap items-center gap-x-2 text-xs">
        <span className="min-w-0 truncate font-mono font-semibold">{name}</span>
        <TierBadge tier={tier} remote={first.call.interrupt !== undefined} />
        <span className="text-zinc-700 dark:text-zinc-300">
          {count} alike calls in {threadCount} {threadCount === 1 ? 'thread' : 'threads'}
        </span>
      </h4>
      {columns.length === 0 ? (
        <p className="mt-1 truncate font-mono text-[11px] text-zinc-600 dark:text-zinc-400">
          Each the same:{' '}
          {summarizeArguments(name, first.call.args ? effectiveArgs(first.call) : null, { maxLength: 120 })}
        </p>
      ) : null}
      <table className="mt-1.5 w-full table-fixed border-collapse text-[11px]">
        <caption className="sr-only">{`${count} ${name} calls of other threads; columns: the arguments that differ`}</caption>
        <GroupTableHead first="Thread" firstWidth="w-2/5" columns={columns} withStanding={false} />
        <tbody>
          {entries.map((entry) => (
            <HeldGroupRow
              key={`${entry.conversationId}/${entry.call.id}`}
              entry={entry}
              group={group}
              tier={tier}
              onOpen={onOpen}
            />
          ))}
        </tbody>
      </table>
      {step === 'confirm' ? (
        <div
          role="group"
          aria-label="Confirm group approval"
          className="mt-2 space-y-1.5 rounded-md border border-red-200 bg-red-50/60 p-2 dark:border-red-900 dark:bg-red-950/30"
        >
          <p className="text-[11px] text-zinc-800 dark:text-zinc-200">
            Approve all {count} {name} calls? Some are destructive or of a tier nobody gave; each runs on its
            agent.
          </p>
          <div className="flex gap-2">
            <Button size="sm" variant="danger" autoFocus onClick={() => void decide({ kind: 'approve' })}>
              Approve {count} calls
            </Button>
            <Button size="sm" onClick={() => setStep('idle')}>
              Cancel
            </Button>
          </div>
        </div>
      ) : step === 'decline' ? (
        <div className="mt-2">
          <GroupDeclineForm
            count={count}
            onCancel={() => setStep('idle')}
            onDecline={(reason) => void decide({ kind: 'decline', reason })}
          />
        </div>
      ) : (
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <Button size="sm" variant="primary" disabled={step === 'deciding'} onClick={approve}>
            Approve the group ({count})
          </Button>
          <Button
            size="sm"
            variant="danger"
            disabled={step === 'deciding'}
            onClick={() => setStep('decline')}
          >
            Decline the group
          </Button>
        </div>
      )}
      <p
        role="status"
        className="mt-1 text-[11px] text-zinc-700 [overflow-wrap:anywhere] empty:hidden dark:text-zinc-300"
      >
        {message}
      </p>
    </section>
  );
});

function HeldGroupRow({
  entry,
  group,
  tier,
  onOpen,
}: {
  readonly entry: PendingEntry;
  readonly group: EntryGroup;
  readonly tier: ReturnType<FleetTierLookup>;
  readonly onOpen: (entry: PendingEntry) => void;
}) {
  const { call } = entry;
  const summary = summarizeArguments(call.name, call.args ? effectiveArgs(call) : null, { maxLength: 120 });
  const label = `${call.name} in ${heldEntryOrigin(entry)}, ${tier ? tierLabel(tier) : 'unknown tool'}, in a group of ${group.entries.length}: ${summary}`;
  return (
    <tr className="border-t border-zinc-200 align-top dark:border-zinc-800">
      <td className="py-0.5 pr-1">
        <button
          type="button"
          data-queue-item=""
          data-call-id={call.id}
          data-conversation-id={entry.conversationId}
          aria-label={label}
          onClick={() => onOpen(entry)}
          className="block w-full truncate rounded px-1 text-left text-teal-800 underline-offset-2 hover:underline dark:text-teal-300"
        >
          {entry.conversationTitle}
        </button>
      </td>
      {group.group.columns.map((path) => (
        <td key={columnLabel(path)} className="truncate py-0.5 pr-1 font-mono">
          {summarizeValue(currentFieldValue(call, path), { maxLength: 80 })}
        </td>
      ))}
      <td className="py-0.5 text-right">
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Take ${call.name} of ${entry.conversationTitle} out of the group`}
          onClick={() => useAppStore.getState().takeOutOfGroup(call.id, entry.conversationId)}
        >
          Take out
        </Button>
      </td>
    </tr>
  );
}
