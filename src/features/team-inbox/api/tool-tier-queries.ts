import { queryOptions } from '@tanstack/react-query';
import type { RuleRepository } from '../../../tools/rule-repository.ts';

/** The tiers the operator gave remote tools (kept with the rules; the Rules screen exports them). */
export function toolTiersQueryOptions(repository: RuleRepository) {
  return queryOptions({ queryKey: ['rules', 'tool-tiers'] as const, queryFn: () => repository.toolTiers() });
}
