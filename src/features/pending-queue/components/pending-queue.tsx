import { useCallback, useMemo, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Panel } from '../../../components/panel-heading.tsx';
import type { ToolCall } from '../../../core/tool-call.ts';
import { useAppStore } from '../../../store/app-store.ts';
import { selectPartIdOfCall, selectSelectedCallId } from '../../../store/selectors.ts';
import type { CallStanding, QueueTier } from '../approve-all-plan.ts';
import { planApproveAll, queueTierOf } from '../approve-all-plan.ts';
import { useBlockedNotification } from '../hooks/use-blocked-notification.ts';
import { useQueueSplit } from '../hooks/use-queue-split.ts';
import { SetAsideList } from './set-aside-list.tsx';
import type { PendingEntry } from '../../../core/pending-entries.ts';
import { callTiers } from '../../../core/safety-tier.ts';
import type { CallTierLookup } from '../../../core/source.ts';
import { isRemoteSource, sourceKindLabels, sourceOf } from '../../../core/source.ts';
import { tierLabel } from '../../../components/tier-badge.tsx';
import { useHeldPendingEntries } from '../hooks/use-held-pending-entries.ts';
import { ApproveAll } from './approve-all.tsx';
import { HeldPendingList } from './held-pending-list.tsx';
import { PendingList } from './pending-list.tsx';
import { queueRows } from '../queue-rows.ts';
import type { GroupActions } from '../group-actions.ts';
import type { FleetTierLookup } from '../../../core/fleet/fleet-rows.ts';

export interface PendingQueueProps {
  /** Each call's tier: a remote tool nobody has tiered is `unknown`. */
  readonly tierOf: CallTierLookup;
  /** Where each call stands for an approval, by the same gate as the review's Approve. */
  readonly standingOf: (call: ToolCall) => CallStanding;
  /** Approves the calls, or first asks for a confirmation when a destructive call is among them. */
  readonly approve: (callIds: readonly string[]) => void;
  /** What a group of alike calls may be decided with. */
  readonly groupActions: GroupActions;
  /** Each waiting call's tier in the thread that holds it (the calls of other threads). */
  readonly heldTierOf: FleetTierLookup;
  /** Called after a call is opened, to move focus to its review. */
  readonly onOpened?: (callId: string) => void;
}

/**
 * Every call that waits for the operator, oldest first, all of them always listed (j / k reach each one), alike
 * calls gathered into groups; those the operator set aside ("Not now") are listed apart until they come back. The
 * tier checkboxes only choose which calls "Approve all" takes; destructive calls and those of unknown tier are
 * left out of it unless chosen, and then the approval asks for a confirmation.
 */
export function PendingQueue({
  tierOf,
  heldTierOf,
  standingOf,
  approve,
  groupActions,
  onOpened,
}: PendingQueueProps) {
  const split = useQueueSplit();
  const calls = split.shown;
  const held = useHeldPendingEntries();
  const openSource = useAppStore((state) => sourceOf(state.conversation));
  const openTitle = useAppStore((state) => state.conversation.title);
  const selectedCallId = useAppStore(selectSelectedCallId);
  const conversationId = useAppStore((state) => state.conversation.id);
  const outOfGroup = useAppStore((state) => state.callsOutOfGroup);
  const rows = useMemo(
    () => queueRows(calls, conversationId, outOfGroup),
    [calls, outOfGroup, conversationId],
  );
  const [tiers, setTiers] = useState<readonly QueueTier[]>(['read-only', 'write']);
  const inScope = useMemo(
    () => calls.filter((call) => tiers.includes(queueTierOf(call, tierOf))),
    [calls, tiers, tierOf],
  );
  const plan = useMemo(() => planApproveAll(inScope, tierOf, standingOf), [inScope, tierOf, standingOf]);
  const notifications = useBlockedNotification();

  const open = (callId: string) => {
    const state = useAppStore.getState();
    state.selectPart(selectPartIdOfCall(callId)(state));
    onOpened?.(callId);
  };
  // The same function from render to render, so a held item that did not change is not drawn again.
  const openHeld = useCallback(
    (entry: PendingEntry) =>
      void useAppStore
        .getState()
        .openHeldConversation(entry.conversationId)
        .then((opened) => {
          if (!opened.ok) return;
          const state = useAppStore.getState();
          state.selectPart(selectPartIdOfCall(entry.call.id)(state));
          onOpened?.(entry.call.id);
        }),
    [onOpened],
  );
  const toggleTier = (tier: QueueTier) =>
    setTiers((current) =>
      current.includes(tier) ? current.filter((item) => item !== tier) : [...current, tier],
    );

  return (
    <Panel
      id="pending-calls-heading"
      title="Pending calls"
      aside={
        <span className="rounded-full bg-amber-100 px-1.5 text-[11px] font-semibold text-amber-900 tabular-nums dark:bg-amber-900/60 dark:text-amber-200">
          {calls.length + held.length}
        </span>
      }
      actions={
        notifications.permission === 'default' ? (
          <Button size="sm" variant="ghost" onClick={() => void notifications.requestPermission()}>
            Notify me
          </Button>
        ) : null
      }
    >
      <SetAsideList split={split} />
      {calls.length === 0 && held.length === 0 ? (
        <EmptyState title="Nothing waits for you">
          Calls that need a decision appear here, oldest first.
        </EmptyState>
      ) : null}
      {calls.length > 0 ? (
        <>
          {isRemoteSource(openSource) ? (
            <p className="truncate text-[11px] text-zinc-600 dark:text-zinc-400">
              From {sourceKindLabels[openSource.kind]} · {openTitle}
            </p>
          ) : null}
          <PendingList
            rows={rows}
            callCount={calls.length}
            tierOf={tierOf}
            standingOf={standingOf}
            groupActions={groupActions}
            selectedCallId={selectedCallId}
            onOpen={open}
            onTakeOut={(callId) => useAppStore.getState().takeOutOfGroup(callId)}
          />
          <div className="space-y-1.5 border-t border-zinc-200 pt-2 dark:border-zinc-800">
            <div
              role="group"
              aria-label="Approve all takes"
              className="flex flex-wrap items-center gap-3 text-xs text-zinc-700 dark:text-zinc-300"
            >
              <span className="text-[11px] text-zinc-600 dark:text-zinc-400">Approve all takes</span>
              {callTiers.map((tier) => (
                <label key={tier} className="flex items-center gap-1">
                  <input
                    type="checkbox"
                    checked={tiers.includes(tier)}
                    onChange={() => toggleTier(tier)}
                    className="accent-teal-700 dark:accent-teal-400"
                  />
                  {tierLabel(tier)}
                </label>
              ))}
            </div>
            <ApproveAll plan={plan} onApprove={approve} />
          </div>
        </>
      ) : null}
      <HeldPendingList entries={held} tierOf={heldTierOf} onOpen={openHeld} />
    </Panel>
  );
}
