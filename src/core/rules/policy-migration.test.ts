import { describe, expect, it } from 'vitest';
import { compileRuleSet, decideByRules } from './decide-by-rules.ts';
import { rulesFromPolicies } from './policy-migration.ts';
import { testFacts } from '../../test/rule-test-support.ts';

let id = 0;
const createId = (prefix: string) => `${prefix}-${(id += 1)}`;

describe('per-tool policies become rules', () => {
  const rules = rulesFromPolicies(
    [
      { tool: 'send_email', policy: 'always-approve', updatedAt: 10 },
      { tool: 'delete_record', policy: 'always-approve', updatedAt: 11 },
      { tool: 'update_record', policy: 'deny', updatedAt: 12 },
      { tool: 'create_record', policy: 'ask', updatedAt: 13 },
      { tool: 'odd_tool', policy: 'sometimes', updatedAt: 14 },
    ],
    createId,
    100,
  );
  const set = compileRuleSet(rules);
  const decide = (tool: string, tier: 'write' | 'destructive' = 'write') =>
    decideByRules(set, testFacts({ tool, tier }), 200);

  it('one active rule per policy, for every source and always, numbered in tool order', () => {
    expect(rules.map((rule) => [rule.number, rule.match.tool, rule.effect])).toEqual([
      [1, 'create_record', 'ask'],
      [2, 'delete_record', 'allow'],
      [3, 'odd_tool', 'ask'],
      [4, 'send_email', 'allow'],
      [5, 'update_record', 'deny'],
    ]);
    expect(rules.every((rule) => rule.scope.kind === 'always' && rule.status === 'active')).toBe(true);
    expect(rules.every((rule) => rule.match.sources.length === 0)).toBe(true);
  });

  it('keeps what each policy did', () => {
    expect(decide('send_email')).toMatchObject({ effect: 'allow', rule: { number: 4 } });
    expect(decide('update_record')).toMatchObject({ effect: 'deny', rule: { number: 5 } });
    expect(decide('create_record')).toMatchObject({ effect: 'ask', rule: { number: 1 } });
    // "Always approve" never skipped the question for a destructive tool; the migrated rule does not either.
    expect(decide('delete_record', 'destructive').effect).toBe('ask');
    expect(decide('other_tool').rule).toBeUndefined();
  });
});
