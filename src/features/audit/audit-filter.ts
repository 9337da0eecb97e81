import type { AuditActor, AuditEntry, AuditOutcome } from '../../core/audit-entry.ts';
import { remoteOwnerId, sourceKindLabels, sourceOwnerName } from '../../core/source.ts';

/** The filters of the audit view; `all` lets everything through. `source` is an {@link auditSourceKey}. */
export interface AuditFilter {
  readonly tool: string | 'all';
  readonly outcome: AuditOutcome | 'all';
  readonly by: AuditActor | 'all';
  readonly source: string | 'all';
}

export const noFilter: AuditFilter = { tool: 'all', outcome: 'all', by: 'all', source: 'all' };

/**
 * Which agent an entry's call came from, as a key: the built-in agent, or a remote source's kind and owner (an
 * AG-UI agent, a LangGraph deployment, an AI SDK route), so every thread of one agent is one choice.
 */
export function auditSourceKey(entry: Pick<AuditEntry, 'origin'>): string {
  return entry.origin ? `${entry.origin.kind} ${remoteOwnerId(entry.origin)}` : 'built-in';
}

/** An entry's source as the log names it: its kind, then the agent's name (or the deployment's or route's URL). */
export function auditSourceLabel(
  entry: Pick<AuditEntry, 'origin'>,
  agentNames: ReadonlyMap<string, string>,
): string {
  if (!entry.origin) return sourceKindLabels['built-in'];
  return `${sourceKindLabels[entry.origin.kind]} · ${sourceOwnerName(entry.origin, agentNames)}`;
}

/** Entries matching every filter, newest first. */
export function filterAudit(entries: readonly AuditEntry[], filter: AuditFilter): readonly AuditEntry[] {
  return entries
    .filter(
      (entry) =>
        (filter.tool === 'all' || entry.tool === filter.tool) &&
        (filter.outcome === 'all' || entry.outcome === filter.outcome) &&
        (filter.by === 'all' || entry.by === filter.by) &&
        (filter.source === 'all' || auditSourceKey(entry) === filter.source),
    )
    .toSorted((a, b) => b.at - a.at);
}
