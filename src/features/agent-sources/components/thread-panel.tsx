import type { ReactNode } from 'react';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { JsonBlock } from '../../../components/json-block.tsx';
import { Panel } from '../../../components/panel-heading.tsx';
import { Tabs } from '../../../components/tabs.tsx';
import type { AgUiRunStatus } from '../../../store/remote-sources.ts';
import { useAppStore } from '../../../store/app-store.ts';

function runLine(run: AgUiRunStatus | undefined, steps: readonly string[]): string {
  if (!run || run.status === 'idle') return 'No run yet.';
  if (run.status === 'running') return `Running${steps.length > 0 ? ` · step ${steps.at(-1)}` : ''}`;
  if (run.status === 'interrupted') return 'Waiting for your decisions';
  if (run.status === 'finished') return 'Run finished';
  return 'Run failed';
}

/** An answer to the agent that did not surely leave: why, Retry sending, and why a retry was refused. */
function RetryNotice({
  children,
  onRetry,
  error,
}: {
  readonly children: ReactNode;
  readonly onRetry: () => void;
  readonly error: string | undefined;
}) {
  return (
    <div
      role="alert"
      className="space-y-1 rounded-md bg-amber-50 p-2 text-xs text-amber-950 dark:bg-amber-950 dark:text-amber-100"
    >
      {children}
      <Button size="sm" onClick={onRetry}>
        Retry sending
      </Button>
      {error ? <p>{error}</p> : null}
    </div>
  );
}

/**
 * The open AG-UI thread besides its messages: the run (and what failed), the answer that could not be sent with
 * Retry, the agent's shared state, and the raw and custom events it sent.
 */
export function ThreadPanel({ conversationId }: { readonly conversationId: string }) {
  const view = useAppStore((state) => state.agUiThreads[conversationId]);
  const going = view?.run.status === 'running' || view?.delivery?.status === 'sending';
  const [tab, setTab] = useState('state');
  const [retryError, setRetryError] = useState<string>();
  const run = view?.run;
  const retry = async () => {
    const result = await useAppStore.getState().retryAgUiResume(conversationId);
    setRetryError(result.ok ? undefined : result.reason);
  };
  return (
    <Panel
      id="agent-thread-heading"
      title="Agent thread"
      actions={
        going ? (
          <Button size="sm" variant="danger" onClick={() => useAppStore.getState().stopAgent()}>
            Stop the run
          </Button>
        ) : null
      }
      aside={
        <span className="text-xs text-zinc-600 dark:text-zinc-400">
          {runLine(run, view?.steps ?? [])}
          {view && view.eventCount > 0 ? (
            <>
              {' · '}
              <span data-testid="thread-event-count">
                {view.eventCount.toLocaleString('en-US')} {view.eventCount === 1 ? 'event' : 'events'}
              </span>
            </>
          ) : null}
        </span>
      }
    >
      {run?.status === 'failed' ? (
        <p
          role="alert"
          className="rounded-md bg-red-50 p-2 text-xs text-red-900 [overflow-wrap:anywhere] dark:bg-red-950 dark:text-red-200"
        >
          {run.message}
        </p>
      ) : null}
      {view?.delivery?.status === 'failed' ? (
        <RetryNotice onRetry={() => void retry()} error={retryError}>
          <p className="[overflow-wrap:anywhere]">
            Your answer to the agent was not sent: {view.delivery.message}
          </p>
        </RetryNotice>
      ) : null}
      {view?.delivery?.status === 'unconfirmed' ? (
        <RetryNotice onRetry={() => void retry()} error={retryError}>
          <p>
            Your answer to the agent may have been sent: the page was reloaded before the agent replied. Retry
            only if the agent did not act on it.
          </p>
        </RetryNotice>
      ) : null}
      <Tabs
        label="Thread details"
        selectedId={tab}
        onSelect={setTab}
        items={[
          {
            id: 'state',
            label: 'State',
            content: <JsonBlock value={view?.state ?? {}} label="Agent state" />,
          },
          {
            id: 'raw',
            label: `Raw events (${view?.rawEvents.length ?? 0})`,
            content:
              view && view.rawEvents.length > 0 ? (
                <ol
                  aria-label="Raw and custom events, oldest first"
                  className="max-h-80 space-y-1 overflow-auto"
                >
                  {view.rawEvents.map((entry, index) => (
                    <li key={index} className="rounded border border-zinc-200 p-1.5 dark:border-zinc-800">
                      <p className="font-mono text-[11px] font-semibold [overflow-wrap:anywhere]">
                        {entry.type}
                        {entry.name ? ` · ${entry.name}` : ''}
                      </p>
                      <JsonBlock value={entry.value} />
                    </li>
                  ))}
                </ol>
              ) : (
                <p className="text-xs text-zinc-600 dark:text-zinc-400">No raw or custom events yet.</p>
              ),
          },
        ]}
      />
    </Panel>
  );
}
