import type { Rule, RuleEffect } from './rule.ts';

/** A per-tool policy as earlier versions stored it. */
export interface LegacyPolicy {
  readonly tool: string;
  readonly policy: string;
  readonly updatedAt: number;
}

const effects: Readonly<Record<string, RuleEffect>> = { 'always-approve': 'allow', deny: 'deny', ask: 'ask' };

/**
 * One rule per stored policy, for every source and always: `always-approve` becomes allow, `deny` deny, `ask`
 * ask. The rules get numbers from 1 in tool-name order. An `always-approve` never let a destructive tool run,
 * and an allow rule without the second confirmation does not either, so behaviour is unchanged. A value this
 * version does not know becomes an ask rule rather than being dropped.
 */
export function rulesFromPolicies(
  policies: readonly LegacyPolicy[],
  createId: (prefix: string) => string,
  now: number,
): Rule[] {
  return [...policies]
    .sort((a, b) => a.tool.localeCompare(b.tool))
    .map((policy, index) => {
      const effect = effects[policy.policy] ?? 'ask';
      return {
        id: createId('rule'),
        number: index + 1,
        position: index,
        match: { sources: [], tool: policy.tool, conditions: [] },
        effect,
        ...(effect === 'deny'
          ? {
              message: `The operator's policy for ${policy.tool} is "deny": it does not run, whatever its arguments.`,
            }
          : {}),
        scope: { kind: 'always' },
        status: 'active',
        createdAt: policy.updatedAt || now,
        updatedAt: now,
      } satisfies Rule;
    });
}
