import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import type { AgUiAgentStatus } from '../../../store/ag-ui-slice-contract.ts';
import { useAppStore } from '../../../store/app-store.ts';
import type { AgUiAgent } from '../../../store/saved-records.ts';
import { ToolTiers } from './tool-tiers.tsx';

function StatusLine({ status }: { readonly status: AgUiAgentStatus | undefined }) {
  if (!status || status.status === 'unchecked')
    return <p className="text-xs text-zinc-600 dark:text-zinc-400">Not checked yet.</p>;
  if (status.status === 'checking')
    return <p className="text-xs text-zinc-600 dark:text-zinc-400">Checking…</p>;
  if (status.status === 'ready')
    return (
      <p className="text-xs font-medium text-teal-800 dark:text-teal-300">Reachable: an AG-UI endpoint.</p>
    );
  return (
    <p
      role="alert"
      className="rounded-md bg-red-50 p-2 text-xs text-red-900 [overflow-wrap:anywhere] dark:bg-red-950 dark:text-red-200"
    >
      {status.failure.message}
    </p>
  );
}

/** One connected agent: where it is, whether it answers, and a first message that opens a thread with it. */
export function AgentItem({ agent, onOpened }: { readonly agent: AgUiAgent; readonly onOpened: () => void }) {
  const status = useAppStore((state) => state.agUiAgentStatus[agent.id]);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const start = async () => {
    if (!text.trim()) return;
    const result = await useAppStore.getState().startAgUiThread(agent.id, text.trim());
    if (!result.ok) setError(result.reason);
    else {
      setText('');
      onOpened();
    }
  };
  return (
    <li
      aria-label={agent.name}
      className="space-y-2 rounded-md border border-zinc-200 p-3 dark:border-zinc-800"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-sm font-semibold">{agent.name}</h3>
        <span className="min-w-0 font-mono text-xs break-all text-zinc-600 dark:text-zinc-400">
          {agent.url}
        </span>
        <span className="ml-auto flex gap-2">
          <Button size="sm" onClick={() => void useAppStore.getState().checkAgUiAgent(agent.id)}>
            Check again
          </Button>
          <Button size="sm" variant="ghost" onClick={() => useAppStore.getState().removeAgUiAgent(agent.id)}>
            Remove
          </Button>
        </span>
      </div>
      <StatusLine status={status} />
      <ToolTiers agent={agent} />
      <form
        aria-label={`Start a thread with ${agent.name}`}
        className="flex flex-wrap gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          void start();
        }}
      >
        <label htmlFor={`start-${agent.id}`} className="sr-only">
          First message to {agent.name}
        </label>
        <input
          id={`start-${agent.id}`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="What should the agent do?"
          className="h-8 min-w-48 flex-1 rounded-md border border-zinc-300 bg-white px-2 text-sm dark:border-zinc-700 dark:bg-zinc-900"
        />
        <Button type="submit" variant="primary" size="sm" disabled={!text.trim()}>
          Start a thread
        </Button>
      </form>
      {error ? (
        <p role="alert" className="text-xs text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </li>
  );
}
