import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RuleSource, RuleStatus, WaitDeadline } from '../../../core/rules/rule.ts';
import type { ImportedRule } from '../../../core/rules/rules-file.ts';
import type { ToolTierSetting } from '../../../core/rules/tool-tier-setting.ts';
import type { RuleDraft, RuleRepository } from '../../../tools/rule-repository.ts';
import { rulesKey } from '../api/rule-queries.ts';

/** What the operator can do to rules; each refreshes the rules screen when done. */
export type RuleAction =
  | { readonly kind: 'add'; readonly draft: RuleDraft }
  | { readonly kind: 'update'; readonly id: string; readonly draft: RuleDraft }
  | { readonly kind: 'status'; readonly id: string; readonly status: RuleStatus }
  | { readonly kind: 'move'; readonly id: string; readonly step: -1 | 1 }
  | { readonly kind: 'remove'; readonly id: string }
  | {
      readonly kind: 'import';
      readonly rules: readonly ImportedRule[];
      readonly tiers?: readonly ToolTierSetting[];
    }
  | {
      readonly kind: 'source-deadline';
      readonly source: RuleSource;
      readonly deadline: WaitDeadline | undefined;
    };

function run(repository: RuleRepository, action: RuleAction): Promise<unknown> {
  switch (action.kind) {
    case 'add':
      return repository.add(action.draft);
    case 'update':
      return repository.update(action.id, action.draft);
    case 'status':
      return repository.setStatus(action.id, action.status);
    case 'move':
      return repository.move(action.id, action.step);
    case 'remove':
      return repository.remove(action.id);
    case 'import':
      return repository.importRules(action.rules, action.tiers);
    case 'source-deadline':
      return repository.setSourceDeadline(action.source, action.deadline);
  }
}

/** One mutation for every change to the rules. */
export function useRuleActions(repository: RuleRepository) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: RuleAction) => run(repository, action),
    onSettled: () => queryClient.invalidateQueries({ queryKey: rulesKey }),
  });
}
