import type { QueueRow } from '../../../core/call-groups.ts';
import type { ToolCall } from '../../../core/tool-call.ts';
import type { TierName } from '../../../components/tier-badge.tsx';
import type { CallStanding } from '../approve-all-plan.ts';
import type { GroupActions } from '../group-actions.ts';
import { CallGroupView } from './call-group-view.tsx';
import { PendingItem } from './pending-item.tsx';
import { VirtualQueue } from './virtual-queue.tsx';

/** From this many waiting calls on, the list mounts only the items in view (and a few around them). */
export const virtualQueueFrom = 200;

interface PendingListProps {
  /** The queue's rows: calls on their own, and groups of alike calls. */
  readonly rows: readonly QueueRow[];
  /** How many calls the rows hold. */
  readonly callCount: number;
  readonly tierOf: (call: ToolCall) => TierName | undefined;
  readonly standingOf: (call: ToolCall) => CallStanding;
  readonly groupActions: GroupActions;
  readonly selectedCallId: string | undefined;
  readonly onOpen: (callId: string) => void;
  readonly onTakeOut: (callId: string) => void;
}

const rowKey = (row: QueueRow) => (row.kind === 'call' ? row.call.id : row.group.key);

/** One row: a call's item, or a group's table inside a list item. */
function Row({ row, props }: { readonly row: QueueRow; readonly props: PendingListProps }) {
  const { tierOf, standingOf, groupActions, selectedCallId, onOpen, onTakeOut } = props;
  if (row.kind === 'call')
    return (
      <PendingItem
        call={row.call}
        tier={tierOf(row.call)}
        current={selectedCallId === row.call.id}
        onOpen={onOpen}
      />
    );
  const first = row.group.calls[0]!;
  return (
    <li>
      <CallGroupView
        group={row.group}
        tier={tierOf(first)}
        standingOf={standingOf}
        actions={groupActions}
        selectedCallId={selectedCallId}
        onOpen={onOpen}
        onTakeOut={onTakeOut}
      />
    </li>
  );
}

/**
 * The waiting calls, oldest first, alike calls gathered into groups. A long queue (a run that asks about
 * thousands of calls) is virtualized in a scrolling box of its own: j / k move focus item by item, and the box
 * scrolls the next one into view.
 */
export function PendingList(props: PendingListProps) {
  if (props.callCount < virtualQueueFrom)
    return (
      <ol aria-label="Waiting calls, oldest first" className="space-y-1">
        {props.rows.map((row) => (
          <Row key={rowKey(row)} row={row} props={props} />
        ))}
      </ol>
    );
  return <VirtualPendingList {...props} />;
}

function VirtualPendingList(props: PendingListProps) {
  return (
    <VirtualQueue
      rows={props.rows}
      keyOf={rowKey}
      label="Waiting calls, oldest first"
      ownItem={(row) => row.kind === 'call'}
      renderRow={(row, place) =>
        row.kind === 'call' ? (
          <PendingItem
            call={row.call}
            tier={props.tierOf(row.call)}
            current={props.selectedCallId === row.call.id}
            onOpen={props.onOpen}
            place={place}
          />
        ) : (
          <CallGroupView
            group={row.group}
            tier={props.tierOf(row.group.calls[0]!)}
            standingOf={props.standingOf}
            actions={props.groupActions}
            selectedCallId={props.selectedCallId}
            onOpen={props.onOpen}
            onTakeOut={props.onTakeOut}
          />
        )
      }
    />
  );
}
