import type { BadgeTone } from '../../../components/badge.tsx';
import { Badge } from '../../../components/badge.tsx';
import { Button } from '../../../components/button.tsx';
import type { AgentStatus } from '../../../core/agent-status.ts';
import { useAppStore } from '../../../store/app-store.ts';
import { selectRemoteRunGoing } from '../../../store/selectors.ts';
import { useAgentActions, useAgentStatus, useHasAgent } from '../hooks/use-agent.ts';

const tone: Readonly<Record<AgentStatus['status'], BadgeTone>> = {
  idle: 'neutral',
  streaming: 'info',
  waiting: 'waiting',
  executing: 'progress',
  retrying: 'warning',
  error: 'danger',
};

function describe(status: AgentStatus): string {
  switch (status.status) {
    case 'idle':
      return 'idle';
    case 'streaming':
      return 'model writing';

    case 'waiting':
      return `waiting for you (${status.callIds.length})`;
    case 'executing':
      return `running ${status.callIds.length === 1 ? 'a call' : `${status.callIds.length} calls`}`;
    case 'retrying':
      return `retrying in ${Math.ceil(status.waitMs / 1000)} s (attempt ${status.attempt})`;
    case 'error':
      return 'error';
  }
}

/**
 * What the agent is doing, and Stop while it streams or runs a call. For a remote thread open in the console, the
 * remote agent's run in this tab: Stop ends it.
 */
export function AgentStatusBar() {
  const builtIn = useAgentStatus();
  const remoteRunGoing = useAppStore(selectRemoteRunGoing);
  const hasAgent = useHasAgent();
  const actions = useAgentActions();
  // A remote thread's agent runs elsewhere; the built-in agent's status says nothing about it.
  const status: AgentStatus = remoteRunGoing === undefined ? builtIn : { status: 'idle' };
  const busy =
    remoteRunGoing ??
    (status.status === 'streaming' || status.status === 'executing' || status.status === 'retrying');
  return (
    <div className="flex min-w-0 items-center gap-2">
      <span role="status" aria-label="Agent status" className="flex min-w-0 items-center gap-1.5 text-xs">
        <span className="hidden text-zinc-600 xl:inline dark:text-zinc-400">Agent</span>
        {!hasAgent ? (
          <Badge>fixture</Badge>
        ) : remoteRunGoing ? (
          <Badge tone="info">remote run going</Badge>
        ) : (
          <Badge tone={tone[status.status]}>{describe(status)}</Badge>
        )}
      </span>
      {status.status === 'error' ? (
        <span className="max-w-72 truncate text-xs text-red-700 dark:text-red-300" title={status.message}>
          {status.message}
        </span>
      ) : null}
      {hasAgent ? (
        <Button size="sm" variant="danger" disabled={!busy} onClick={actions.stop}>
          Stop
        </Button>
      ) : null}
    </div>
  );
}
