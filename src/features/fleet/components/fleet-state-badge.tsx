import { Badge } from '../../../components/badge.tsx';
import type { BadgeTone } from '../../../components/badge.tsx';
import type { FleetState } from '../../../core/fleet/fleet-rows.ts';

const tones: Readonly<Record<FleetState['status'], BadgeTone>> = {
  waiting: 'waiting',
  running: 'progress',
  failed: 'danger',
  idle: 'neutral',
  disconnected: 'warning',
};

/** How a row's state reads: "waiting for you (3)", "failed", … */
export function fleetStateLabel(state: FleetState): string {
  switch (state.status) {
    case 'waiting':
      return `waiting for you (${state.count})`;
    case 'running':
      return 'running';
    case 'failed':
      return 'failed';
    case 'idle':
      return 'idle';
    case 'disconnected':
      return 'disconnected';
  }
}

/** A row's state as a badge; a failure's or a disconnection's reason is its title and follows it in text. */
export function FleetStateBadge({ state }: { readonly state: FleetState }) {
  const reason = state.status === 'failed' || state.status === 'disconnected' ? state.reason : undefined;
  return (
    <Badge tone={tones[state.status]} {...(reason ? { title: reason } : {})}>
      {fleetStateLabel(state)}
    </Badge>
  );
}
