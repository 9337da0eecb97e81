import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../../components/empty-state.tsx';
import type { TierName } from '../../../components/tier-badge.tsx';
import { TierBadge } from '../../../components/tier-badge.tsx';
import type { PolicyRepository } from '../../../tools/policy-repository.ts';
import type { ToolPolicy } from '../../../tools/tool-definition.ts';
import { policiesQueryOptions } from '../api/policy-queries.ts';
import { useSetPolicy } from '../hooks/use-set-policy.ts';
import { TableHead } from '../../../components/table-head.tsx';

/** A tool as the policies panel lists it. */
export interface PolicyTool {
  readonly name: string;
  readonly description: string;
  readonly tier: TierName;
}

const labels: Readonly<Record<ToolPolicy, string>> = {
  ask: 'Ask each time',
  'always-approve': 'Always approve',
  deny: 'Deny',
};

function effectText(tier: TierName, policy: ToolPolicy): string {
  if (tier === 'read-only') return 'Read-only tools never need approval: no policy applies.';
  if (policy === 'deny') return 'Refused before it reaches you; the model is told the policy denies it.';
  if (tier === 'destructive') return 'Always asks: a destructive tool is never approved by policy.';
  return policy === 'always-approve'
    ? 'Runs without asking once its checks pass.'
    : 'Waits for your decision.';
}

/** Each tool with its tier and the operator's remembered policy, changeable in place. */
export function PoliciesPanel({
  tools,
  repository,
}: {
  readonly tools: readonly PolicyTool[];
  readonly repository: PolicyRepository;
}) {
  const { data: policies, isPending, error } = useQuery(policiesQueryOptions(repository));
  const setPolicy = useSetPolicy(repository);
  if (tools.length === 0)
    return <EmptyState title="No tools">The agent has no tools to set policies for.</EmptyState>;
  return (
    <div className="space-y-3">
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          Policies could not be read: {error.message}
        </p>
      ) : null}
      {setPolicy.error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          Not saved: {setPolicy.error.message}
        </p>
      ) : null}
      {/* Below `md` each row stacks into a card, so the policy control is never beyond the window's edge. */}
      <table className="w-full border-collapse text-sm max-md:block">
        <caption className="sr-only">Tool policies</caption>
        <TableHead
          columns={['Tool', 'Tier', 'Policy', 'Effect']}
          cellPadding="pr-4"
          className="max-md:sr-only"
        />
        <tbody className="max-md:block">
          {tools.map((tool) => {
            const policy = policies?.[tool.name] ?? 'ask';
            return (
              <tr
                key={tool.name}
                className="border-b border-zinc-100 align-top max-md:grid max-md:grid-cols-[minmax(0,1fr)_auto] max-md:gap-x-3 max-md:gap-y-1.5 max-md:py-3 dark:border-zinc-800/60"
              >
                <td className="py-2 pr-4 max-md:p-0">
                  <p className="font-mono font-semibold [overflow-wrap:anywhere]">{tool.name}</p>
                  <p className="text-xs text-zinc-600 dark:text-zinc-400">{tool.description}</p>
                </td>
                <td className="py-2 pr-4 max-md:p-0">
                  <TierBadge tier={tool.tier} />
                </td>
                <td className="py-2 pr-4 max-md:col-span-2 max-md:p-0">
                  {tool.tier === 'read-only' ? (
                    <span className="text-sm text-zinc-800 dark:text-zinc-200">Runs without asking</span>
                  ) : (
                    <select
                      aria-label={`Policy for ${tool.name}`}
                      value={policy}
                      disabled={isPending || setPolicy.isPending}
                      onChange={(event) =>
                        setPolicy.mutate({ tool: tool.name, policy: event.target.value as ToolPolicy })
                      }
                      className="rounded-md border border-zinc-300 bg-white px-2 py-1 text-sm disabled:opacity-60 dark:border-zinc-700 dark:bg-zinc-950"
                    >
                      {(Object.keys(labels) as ToolPolicy[]).map((option) => (
                        <option
                          key={option}
                          value={option}
                          disabled={tool.tier === 'destructive' && option === 'always-approve'}
                        >
                          {labels[option]}
                        </option>
                      ))}
                    </select>
                  )}
                </td>
                <td className="py-2 text-xs text-zinc-700 max-md:col-span-2 max-md:p-0 dark:text-zinc-300">
                  {effectText(tool.tier, policy)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
