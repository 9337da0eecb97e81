import { useId, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { isRemoteSource, sourceOf } from '../../../core/source.ts';
import { useAppStore } from '../../../store/app-store.ts';
import type { ToolDefinition } from '../../../tools/tool-definition.ts';

/**
 * Calls a tool by the operator's own hand, built-in or an MCP server's: the call opens in the review with the
 * form of its schema, and goes through the same checks and single run as the model's calls. Folded by default.
 */
export function HandCallPicker({ tools }: { readonly tools: readonly ToolDefinition[] }) {
  const remote = useAppStore((state) => isRemoteSource(sourceOf(state.conversation)));
  // A fixture or a benchmark shows calls of tools the agent does not have: nothing there is called by hand.
  const local = useAppStore((state) => state.localDecisions);
  const available = tools.filter((tool) => tool.unavailable === undefined);
  const [chosen, setChosen] = useState('');
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  const selectId = useId();
  if (remote || local || available.length === 0) return null;
  const name = available.some((tool) => tool.name === chosen) ? chosen : available[0]!.name;
  const call = () => {
    const result = useAppStore.getState().callToolByHand(name);
    setRefusal(result.ok ? undefined : `${name} was not called: ${result.reason}`);
  };
  return (
    <details className="rounded-md border border-zinc-200 px-3 py-2 text-sm dark:border-zinc-800">
      <summary className="cursor-pointer font-medium text-zinc-800 dark:text-zinc-200">
        Call a tool yourself
      </summary>
      <div className="mt-2 flex flex-wrap items-end gap-2">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={selectId} className="text-xs text-zinc-600 dark:text-zinc-400">
            Tool
          </label>
          <select
            id={selectId}
            value={name}
            onChange={(event) => setChosen(event.target.value)}
            className="min-w-0 rounded-md border border-zinc-300 bg-white px-2 py-1 font-mono text-xs dark:border-zinc-700 dark:bg-zinc-900"
          >
            {available.map((tool) => (
              <option key={tool.name} value={tool.name}>
                {tool.name}
              </option>
            ))}
          </select>
        </div>
        <Button size="sm" onClick={call}>
          Open its form
        </Button>
      </div>
      <p className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">
        The call waits in the review; you approve it like any other. The model does not see it unless you add
        its result to the conversation.
      </p>
      {refusal ? (
        <p role="alert" className="mt-1 text-xs text-red-700 dark:text-red-300">
          {refusal}
        </p>
      ) : null}
    </details>
  );
}
