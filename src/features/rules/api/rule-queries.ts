import { queryOptions } from '@tanstack/react-query';
import type { AuditEntry } from '../../../core/audit-entry.ts';
import type { RuleSource } from '../../../core/rules/rule.ts';
import type { RuleRepository } from '../../../tools/rule-repository.ts';

/** Every query of the rules screen starts with this key, so one invalidation refreshes them all. */
export const rulesKey = ['rules'] as const;

/** The rules in list order. */
export function rulesQueryOptions(repository: RuleRepository) {
  return queryOptions({ queryKey: [...rulesKey, 'list'] as const, queryFn: () => repository.list() });
}

/** How often each rule decided a call; refreshed while shown, as the agent keeps deciding. */
export function ruleMatchesQueryOptions(repository: RuleRepository) {
  return queryOptions({
    queryKey: [...rulesKey, 'matches'] as const,
    queryFn: () => repository.matches(),
    refetchInterval: 2_000,
  });
}

/** A source's default deadline (null when none). */
export function sourceDeadlineQueryOptions(repository: RuleRepository, source: RuleSource) {
  return queryOptions({
    queryKey: [...rulesKey, 'deadline', source] as const,
    queryFn: async () => (await repository.sourceDeadline(source)) ?? null,
  });
}

/** The tiers the operator gave remote tools (the Agents screen and the deployment's settings set them). */
export function toolTiersQueryOptions(repository: RuleRepository) {
  return queryOptions({
    queryKey: [...rulesKey, 'tool-tiers'] as const,
    queryFn: () => repository.toolTiers(),
  });
}

/** The audit log the shadow replay runs on (the audit screen's cache entry, read the same way). */
export function replayAuditQueryOptions(read: () => Promise<readonly AuditEntry[]>) {
  return queryOptions({ queryKey: ['audit-log'] as const, queryFn: () => read(), refetchInterval: 2_000 });
}
