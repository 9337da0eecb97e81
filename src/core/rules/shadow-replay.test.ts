import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { callTiers } from '../safety-tier.ts';
import { compileRuleSet, decideByRules } from './decide-by-rules.ts';
import { loadPatternEngines } from './pattern-engines.ts';
import type { ReplayCall } from './replay-rules.ts';
import { replayFacts, replayRule } from './replay-rules.ts';
import type { Rule, RuleCondition } from './rule.ts';
import { ruleSources } from './rule.ts';
import { testRule } from '../../test/rule-test-support.ts';

const tools = ['write_file', 'delete_file', 'read_file', 'support__delete_file'];
const paths = ['/tmp/a', '/tmp/../etc/passwd', '/etc//passwd/', '/../x', `/etc/${'a'.repeat(5_000)}`, 42];

const conditionArbitrary: fc.Arbitrary<RuleCondition> = fc.oneof(
  fc.constantFrom<RuleCondition>(
    { kind: 'glob', path: 'path', pattern: '/etc/**' },
    { kind: 'glob', path: 'path', pattern: '/tmp/**' },
    { kind: 'present', path: 'amount' },
  ),
  fc.record({
    kind: fc.constant('range' as const),
    path: fc.constant('amount'),
    min: fc.integer({ min: 0, max: 2_000 }),
  }),
);

const ruleArbitrary = fc
  .record({
    tool: fc.constantFrom('*', 'write_file', '*delete*', 'support__*'),
    sources: fc.subarray([...ruleSources], { maxLength: 2 }),
    tiers: fc.subarray([...callTiers], { maxLength: 2 }),
    conditions: fc.array(conditionArbitrary, { maxLength: 2 }),
    effect: fc.constantFrom('allow' as const, 'ask' as const, 'deny' as const),
    status: fc.constantFrom('active' as const, 'shadow' as const, 'disabled' as const),
    confirmed: fc.boolean(),
    expired: fc.boolean(),
    withDeadline: fc.boolean(),
  })
  .map(({ tool, sources, tiers, conditions, confirmed, expired, withDeadline, ...rest }) =>
    testRule({
      match: { sources, tool, tiers, conditions },
      ...rest,
      ...(confirmed ? { destructiveConfirmedAt: 1 } : {}),
      ...(expired ? { expiresAt: 500 } : {}),
      ...(withDeadline ? { deadline: { waitMs: 60_000, then: 'decline' as const } } : {}),
    }),
  );

const callArbitrary = fc
  .record({
    tool: fc.constantFrom(...tools),
    source: fc.constantFrom(...ruleSources),
    tier: fc.constantFrom(...callTiers),
    path: fc.constantFrom(...paths),
    amount: fc.option(fc.integer({ min: 0, max: 3_000 }), { nil: undefined }),
    actual: fc.constantFrom('allow' as const, 'ask' as const, 'deny' as const),
  })
  .map(({ path, amount, ...rest }): Omit<ReplayCall, 'callId' | 'at'> => ({
    conversationId: 'conv-1',
    args: { path, ...(amount === undefined ? {} : { amount }) },
    ...rest,
  }));

const logArbitrary = fc
  .array(callArbitrary, { minLength: 1, maxLength: 30 })
  .map((calls) => calls.map((call, index): ReplayCall => ({ ...call, callId: `call-${index}`, at: index })));

const options = { now: 1_000, sessionId: 'session-1', limit: 40 };

beforeAll(loadPatternEngines);

describe('the shadow report', () => {
  it('equals what the same rules, with the shadow rule made active, decide on the same calls', () => {
    fc.assert(
      fc.property(fc.array(ruleArbitrary, { minLength: 1, maxLength: 6 }), logArbitrary, (rules, calls) => {
        for (const shadow of rules.filter((rule) => rule.status === 'shadow')) {
          const report = replayRule(rules, shadow.id, calls, options);
          const active = compileRuleSet(
            rules.map((rule): Rule => (rule.id === shadow.id ? { ...rule, status: 'active' } : rule)),
          );
          const live = compileRuleSet(rules);
          const expected = [...calls]
            .reverse()
            .map((call) => ({ call, verdict: decideByRules(active, replayFacts(call, 'session-1'), 1_000) }))
            .filter(({ verdict }) => verdict.rule?.id === shadow.id);
          expect(report.decided).toEqual(expected.map(({ call }) => call));
          expect(report.changed).toEqual(
            expected.filter(({ call, verdict }) => verdict.effect !== call.actual).map(({ call }) => call),
          );
          expect(report.destructive).toEqual(
            expected
              .filter(
                ({ call, verdict }) =>
                  verdict.effect === 'allow' && ['destructive', 'unknown'].includes(call.tier),
              )
              .map(({ call }) => call),
          );
          // The live decision counts the shadow rule exactly on the calls the report says it would have decided.
          const counted = [...calls]
            .reverse()
            .filter((call) =>
              decideByRules(live, replayFacts(call, 'session-1'), 1_000).shadow.some(
                (rule) => rule.id === shadow.id,
              ),
            );
          expect(counted).toEqual(report.decided);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('does not count an allow rule on a destructive or unknown-tier call it could not have run', () => {
    const shadowAllow = testRule({
      match: { sources: [], tool: '*', conditions: [] },
      effect: 'allow',
      status: 'shadow',
    });
    const calls: ReplayCall[] = (['destructive', 'unknown', 'write'] as const).map((tier, index) => ({
      callId: `call-${index}`,
      conversationId: 'conv-1',
      at: index,
      source: 'ag-ui',
      tool: 'support__delete_file',
      tier,
      args: {},
      actual: 'ask',
    }));
    const report = replayRule([shadowAllow], shadowAllow.id, calls, options);
    expect(report.decided.map((call) => call.tier)).toEqual(['write']);
    expect(report.destructive).toEqual([]);
    const live = decideByRules(compileRuleSet([shadowAllow]), replayFacts(calls[0]!, 'session-1'), 1_000);
    expect(live.shadow).toEqual([]);
  });

  it('counts a rule that matches on tier only on calls of that tier', () => {
    const askUnknown = testRule({
      match: { sources: ['ag-ui'], tool: '*', tiers: ['unknown'], conditions: [] },
      effect: 'ask',
      status: 'shadow',
    });
    const allowAll = testRule({ match: { sources: [], tool: '*', conditions: [] }, effect: 'allow' });
    const calls: ReplayCall[] = (['unknown', 'write'] as const).map((tier, index) => ({
      callId: `call-${index}`,
      conversationId: 'conv-1',
      at: index,
      source: 'ag-ui',
      tool: 'support__send_email',
      tier,
      args: {},
      actual: 'allow',
    }));
    const report = replayRule([allowAll, askUnknown], askUnknown.id, calls, options);
    expect(report.decided.map((call) => call.tier)).toEqual(['unknown']);
    expect(report.changed.map((call) => call.tier)).toEqual(['unknown']);
  });
});
