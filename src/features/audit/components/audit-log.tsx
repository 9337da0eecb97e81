import { useMemo, useState } from 'react';
import { Badge } from '../../../components/badge.tsx';
import type { BadgeTone } from '../../../components/badge.tsx';
import { Button } from '../../../components/button.tsx';
import { downloadText } from '../../../components/download-text.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { formatDateTime } from '../../../components/format.ts';
import type { AuditEntry, AuditOutcome } from '../../../core/audit-entry.ts';
import { auditToCsv, auditToJson } from '../audit-export.ts';
import { auditSourceKey, auditSourceLabel, filterAudit, noFilter } from '../audit-filter.ts';
import { AuditFilters } from './audit-filters.tsx';
import { TableHead } from '../../../components/table-head.tsx';
import { redactText } from '../../../core/redact-secrets.ts';
import { useAppStore } from '../../../store/app-store.ts';
import { changeLines, reasonLine, ruleLine } from '../audit-rule-line.ts';

const outcomeTone: Readonly<Record<AuditOutcome, BadgeTone>> = {
  running: 'progress',
  executed: 'success',
  failed: 'danger',
  interrupted: 'warning',
  refused: 'danger',
  declined: 'neutral',
  answered: 'info',
  'decided-elsewhere': 'warning',
};

/** An export is checked against the configured secrets once more before it leaves the browser. */
function withoutSecrets(text: string): string {
  return redactText(text, useAppStore.getState().configuredSecrets());
}

function elicitationText(entry: AuditEntry): string | undefined {
  const answer = entry.elicitation;
  if (!answer) return undefined;
  const action = { accept: 'Accepted', decline: 'Declined', cancel: 'Cancelled' }[answer.action];
  const values = answer.content ? `: ${JSON.stringify(answer.content)}` : '';
  return `Server asked “${answer.message}”${answer.url ? ` (${answer.url})` : ''}. ${action}${values}`;
}

/** Every decision about a tool call, filterable by tool, outcome and decider, exportable as JSON or CSV. */
export function AuditLog({
  entries,
  loading,
}: {
  readonly entries: readonly AuditEntry[];
  readonly loading?: boolean;
}) {
  const [filter, setFilter] = useState(noFilter);
  const agents = useAppStore((state) => state.agUiAgents);
  const labelOf = useMemo(() => {
    const names = new Map(agents.map((agent) => [agent.id, agent.name]));
    return (entry: AuditEntry) => auditSourceLabel(entry, names);
  }, [agents]);
  const tools = useMemo(() => [...new Set(entries.map((entry) => entry.tool))].sort(), [entries]);
  const sources = useMemo(() => {
    const byKey = new Map(entries.map((entry) => [auditSourceKey(entry), labelOf(entry)]));
    return [...byKey]
      .map(([value, label]) => ({ value, label }))
      .toSorted((a, b) => a.label.localeCompare(b.label));
  }, [entries, labelOf]);
  const shown = useMemo(() => filterAudit(entries, filter), [entries, filter]);
  const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <AuditFilters filter={filter} sources={sources} tools={tools} onChange={setFilter} />
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-xs text-zinc-600 dark:text-zinc-400">
            {shown.length} of {entries.length}
          </span>
          <Button
            size="sm"
            disabled={shown.length === 0}
            onClick={() =>
              downloadText(
                `toolgate-audit-${stamp}.json`,
                'application/json',
                withoutSecrets(auditToJson(shown)),
              )
            }
          >
            Export JSON
          </Button>
          <Button
            size="sm"
            disabled={shown.length === 0}
            onClick={() =>
              downloadText(`toolgate-audit-${stamp}.csv`, 'text/csv', withoutSecrets(auditToCsv(shown)))
            }
          >
            Export CSV
          </Button>
        </div>
      </div>
      {shown.length === 0 ? (
        <EmptyState title={loading ? 'Reading the audit log…' : 'No decisions match'}>
          Every approval, decline and refusal is recorded here.
        </EmptyState>
      ) : (
        // Below `md` each entry stacks into a card instead of a table wider than the window.
        <div className="md:overflow-x-auto">
          <table className="w-full border-collapse text-sm max-md:block md:min-w-[48rem]">
            <caption className="sr-only">Audit log</caption>
            <TableHead
              columns={['Time', 'Tool', 'Decision', 'By', 'Outcome', 'Details']}
              className="max-md:sr-only"
            />
            <tbody className="max-md:block">
              {shown.map((entry) => (
                <tr
                  key={entry.id}
                  className="border-b border-zinc-100 align-top max-md:grid max-md:grid-cols-[minmax(0,1fr)_auto] max-md:gap-x-3 max-md:gap-y-1 max-md:py-3 dark:border-zinc-800/60"
                >
                  <td className="py-2 pr-3 text-xs whitespace-nowrap text-zinc-700 tabular-nums max-md:p-0 dark:text-zinc-300">
                    {formatDateTime(entry.at)}
                  </td>
                  <td className="py-2 pr-3 font-mono text-xs font-semibold [overflow-wrap:anywhere] max-md:col-span-2 max-md:row-start-2 max-md:p-0">
                    {entry.tool}
                    <span className="block font-sans text-[11px] font-normal text-zinc-600 dark:text-zinc-400">
                      {labelOf(entry)}
                    </span>
                  </td>
                  <td className="py-2 pr-3 text-xs max-md:row-start-3 max-md:p-0">
                    <span className="text-zinc-600 md:hidden dark:text-zinc-400">Decision: </span>
                    {entry.decision}
                  </td>
                  <td className="py-2 pr-3 text-xs max-md:row-start-3 max-md:p-0">
                    <span className="text-zinc-600 md:hidden dark:text-zinc-400">by </span>
                    {entry.rule && entry.by === 'policy' ? `rule ${entry.rule.number}` : entry.by}
                    {entry.initiatedBy === 'operator' ? (
                      <>
                        {' '}
                        <Badge tone="info">operator-initiated</Badge>
                      </>
                    ) : null}
                    {entry.group ? (
                      <span className="block text-[11px] text-zinc-600 dark:text-zinc-400">
                        in a group of {entry.group.size}
                      </span>
                    ) : null}
                  </td>
                  <td className="py-2 pr-3 max-md:col-start-2 max-md:row-start-1 max-md:p-0">
                    <Badge tone={outcomeTone[entry.outcome]}>{entry.outcome}</Badge>
                  </td>
                  <td className="max-w-md py-2 text-xs text-zinc-700 [overflow-wrap:anywhere] max-md:col-span-2 max-md:max-w-none max-md:p-0 dark:text-zinc-300">
                    {entry.rule ? <p className="font-medium">{ruleLine(entry)}</p> : null}
                    {changeLines(entry).length > 0 ? (
                      <ul aria-label="What the operator changed">
                        {changeLines(entry).map((line) => (
                          <li key={line}>{line}</li>
                        ))}
                      </ul>
                    ) : null}
                    {entry.feedback ? <p className="italic">“{entry.feedback}”</p> : null}
                    {reasonLine(entry) ? <p className="line-clamp-3">{reasonLine(entry)}</p> : null}
                    {entry.elicitation ? <p className="line-clamp-4">{elicitationText(entry)}</p> : null}
                    {entry.outcomeDetail ? (
                      <p className="text-red-700 dark:text-red-300">{entry.outcomeDetail}</p>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
