import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { useAppStore } from '../../../store/app-store.ts';
import type { AgUiAgent } from '../../../store/saved-records.ts';

type Outcome =
  | { readonly status: 'idle' }
  | { readonly status: 'starting' }
  | { readonly status: 'done'; readonly started: number; readonly failures: readonly string[] };

/**
 * One first message to every connected agent: a thread starts with each at once, none of them opened, and the
 * Fleet screen shows them all once every run has started. An agent whose run could not start is named with why.
 */
export function StartEveryAgentForm({ agents }: { readonly agents: readonly AgUiAgent[] }) {
  const [text, setText] = useState('');
  const [outcome, setOutcome] = useState<Outcome>({ status: 'idle' });
  const start = async () => {
    setOutcome({ status: 'starting' });
    const results = await useAppStore.getState().startAgUiThreads(
      agents.map((agent) => agent.id),
      text.trim(),
    );
    const names = new Map(agents.map((agent) => [agent.id, agent.name]));
    const failures = results.flatMap(({ agentId, result }) =>
      result.ok ? [] : [`${names.get(agentId) ?? agentId}: ${result.reason}`],
    );
    setOutcome({ status: 'done', started: results.length - failures.length, failures });
    if (failures.length === 0) {
      setText('');
      useAppStore.getState().setScreen('fleet');
    }
  };
  return (
    <form
      aria-label="Start a thread with every agent"
      className="space-y-2 rounded-md border border-zinc-200 p-3 dark:border-zinc-800"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim() && outcome.status !== 'starting') void start();
      }}
    >
      <label htmlFor="start-every-agent" className="block text-sm font-semibold">
        First message to every agent
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id="start-every-agent"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="What should every agent do?"
          className="h-8 min-w-48 flex-1 rounded-md border border-zinc-300 bg-white px-2 text-sm dark:border-zinc-700 dark:bg-zinc-900"
        />
        <Button
          type="submit"
          variant="primary"
          size="sm"
          disabled={!text.trim() || outcome.status === 'starting'}
        >
          {outcome.status === 'starting' ? 'Starting…' : `Start ${agents.length} threads`}
        </Button>
      </div>
      {outcome.status === 'done' && outcome.failures.length > 0 ? (
        <div role="alert" className="text-xs text-red-700 [overflow-wrap:anywhere] dark:text-red-300">
          <p>
            {outcome.started} of {outcome.started + outcome.failures.length} threads started; these did not:
          </p>
          <ul className="list-disc pl-4">
            {outcome.failures.map((failure) => (
              <li key={failure}>{failure}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </form>
  );
}
