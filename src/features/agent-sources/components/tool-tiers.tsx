import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { allToolCalls } from '../../../core/conversation.ts';
import type { SafetyTier } from '../../../core/safety-tier.ts';
import { useAppStore } from '../../../store/app-store.ts';
import type { AgUiAgent } from '../../../store/persistence/ag-ui-agent-storage.ts';
import { toolTiersQueryOptions } from '../api/tool-tier-queries.ts';

const choices: readonly { readonly value: SafetyTier | ''; readonly label: string }[] = [
  { value: '', label: 'unknown (handled as destructive)' },
  { value: 'read-only', label: 'read-only' },
  { value: 'write', label: 'write' },
  { value: 'destructive', label: 'destructive' },
];

/** The names of the tools this agent has called in the threads this tab holds, in order of first call. */
function useCalledTools(agentId: string): readonly string[] {
  const conversation = useAppStore((state) => state.conversation);
  const held = useAppStore((state) => state.backgroundConversations);
  return useMemo(() => {
    const names = new Set<string>();
    for (const thread of [conversation, ...Object.values(held)]) {
      if (thread.source?.kind !== 'ag-ui' || thread.source.agentId !== agentId) continue;
      for (const call of allToolCalls(thread)) if (call.interrupt?.toolCallId) names.add(call.name);
    }
    return [...names];
  }, [conversation, held, agentId]);
}

/**
 * The tier of each of an agent's tools, set by the operator: a tool nobody has tiered is `unknown`, handled
 * like destructive by allow rules. Rules name the tools `<agent>__<tool>`, and so do the tiers.
 */
export function ToolTiers({ agent }: { readonly agent: AgUiAgent }) {
  const repository = useAppStore((state) => state.agentTools().rules);
  const queryClient = useQueryClient();
  const tiers = useQuery(toolTiersQueryOptions(repository));
  const called = useCalledTools(agent.id);
  const prefix = `${agent.name}__`;
  const given = new Map(
    (tiers.data ?? [])
      .filter((setting) => setting.source === 'ag-ui' && setting.tool.startsWith(prefix))
      .map((setting) => [setting.tool.slice(prefix.length), setting.tier]),
  );
  const tools = [...new Set([...called, ...given.keys()])];
  const change = useMutation({
    mutationFn: ({ tool, tier }: { readonly tool: string; readonly tier: SafetyTier | undefined }) =>
      repository.setToolTier('ag-ui', `${prefix}${tool}`, tier),
    onSettled: () => queryClient.invalidateQueries({ queryKey: toolTiersQueryOptions(repository).queryKey }),
  });
  if (tools.length === 0)
    return (
      <p className="text-xs text-zinc-600 dark:text-zinc-400">
        Its tools are listed here once it calls them, each to be given a tier.
      </p>
    );
  return (
    <fieldset className="space-y-1">
      <legend className="text-xs font-semibold">Tool tiers</legend>
      <ul className="space-y-1">
        {tools.map((tool) => (
          <li key={tool} className="flex flex-wrap items-center gap-2 text-xs">
            <label htmlFor={`tier-${agent.id}-${tool}`} className="min-w-32 font-mono break-all">
              {tool}
            </label>
            <select
              id={`tier-${agent.id}-${tool}`}
              aria-label={`Tier of ${tool}`}
              value={given.get(tool) ?? ''}
              disabled={change.isPending}
              onChange={(event) =>
                change.mutate({ tool, tier: (event.target.value || undefined) as SafetyTier | undefined })
              }
              className="h-7 rounded-md border border-zinc-300 bg-white px-1 dark:border-zinc-700 dark:bg-zinc-900"
            >
              {choices.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          </li>
        ))}
      </ul>
      {change.error ? (
        <p role="alert" className="text-xs text-red-700 dark:text-red-300">
          Not saved: {change.error.message}
        </p>
      ) : null}
    </fieldset>
  );
}
