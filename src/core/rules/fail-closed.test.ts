import { beforeAll, describe, expect, it } from 'vitest';
import type { JsonValue } from '../json.ts';
import { compileRuleSet, decideByRules } from './decide-by-rules.ts';
import { loadPatternEngines } from './pattern-engines.ts';
import type { RuleCondition, RuleEffect } from './rule.ts';
import { testFacts, testRule } from '../../test/rule-test-support.ts';

/**
 * What the condition says about the value once it is in canonical form: it holds, it does not, or the value
 * cannot be judged (with the reason the explanation gives).
 */
type Expected = 'holds' | 'fails' | { readonly unjudged: string };

interface Case {
  readonly name: string;
  readonly condition: RuleCondition;
  readonly args: JsonValue;
  readonly expected: Expected;
}

const etc: RuleCondition = { kind: 'glob', path: 'path', pattern: '/etc/**' };
const passwd: RuleCondition = { kind: 'glob', path: 'path', pattern: '/etc/passwd' };
const admin: RuleCondition = { kind: 'glob', path: 'url', pattern: 'https://example.com/admin/**' };
const cafe: RuleCondition = { kind: 'equals', path: 'name', value: 'café' };
const closed: RuleCondition = { kind: 'equals', path: 'status', value: 'closed' };
const refund: RuleCondition = { kind: 'range', path: 'values.refund_amount', min: 1_000 };
const climbs = { unjudged: 'path could not be judged: its .. climbs above the root' };

const cases: readonly Case[] = [
  {
    name: 'traversal through another folder',
    condition: etc,
    args: { path: '/tmp/../etc/shadow' },
    expected: 'holds',
  },
  { name: 'a .. inside the folder', condition: etc, args: { path: '/etc/x/../passwd' }, expected: 'holds' },
  { name: 'a . segment', condition: etc, args: { path: '/etc/./passwd' }, expected: 'holds' },
  {
    name: 'a traversal out of the folder',
    condition: etc,
    args: { path: '/etc/../tmp/x' },
    expected: 'fails',
  },
  { name: 'repeated slashes', condition: passwd, args: { path: '//etc//passwd' }, expected: 'holds' },
  { name: 'a trailing slash', condition: passwd, args: { path: '/etc/passwd/' }, expected: 'holds' },
  { name: 'a climb above the root', condition: etc, args: { path: '/../etc/passwd' }, expected: climbs },
  {
    name: 'a relative path that climbs out',
    condition: { kind: 'glob', path: 'path', pattern: 'src/**' },
    args: { path: 'src/../../secrets' },
    expected: climbs,
  },
  { name: 'NFD spelling of an NFC value', condition: cafe, args: { name: 'cafe\u0301' }, expected: 'holds' },
  {
    name: 'NFC spelling of an NFD pattern',
    condition: { kind: 'glob', path: 'path', pattern: '/home/rene\u0301/**' },
    args: { path: '/home/ren\u00e9/notes.txt' },
    expected: 'holds',
  },
  {
    name: 'a percent-encoded separator in a URL',
    condition: admin,
    args: { url: 'https://example.com/admin%2Fusers' },
    expected: 'holds',
  },
  {
    name: 'percent-encoded dot segments in a URL',
    condition: admin,
    args: { url: 'https://EXAMPLE.com/public%2F..%2F%61dmin/users' },
    expected: 'holds',
  },
  {
    name: 'a URL encoded twice is decoded once',
    condition: admin,
    args: { url: 'https://example.com/public%252F..%252Fadmin/users' },
    expected: 'fails',
  },
  {
    name: 'a URL that climbs above its root',
    condition: admin,
    args: { url: 'https://example.com/%2E%2E/admin/users' },
    expected: { unjudged: 'url could not be judged: its .. climbs above the root' },
  },
  {
    name: 'malformed percent-encoding',
    condition: admin,
    args: { url: 'https://example.com/admin/%E0%A4%A' },
    expected: { unjudged: 'url could not be judged: its percent-encoding is malformed' },
  },
  {
    name: 'a null byte',
    condition: etc,
    args: { path: '/etc/passwd\u0000.txt' },
    expected: { unjudged: 'path could not be judged: it holds a null byte' },
  },
  {
    name: 'an over-long value',
    condition: etc,
    args: { path: `/etc/${'a'.repeat(4_995)}` },
    expected: { unjudged: 'path could not be judged: 5,000 characters (at most 4,096 are judged)' },
  },
  {
    name: 'a number where a string is expected',
    condition: closed,
    args: { status: 5 },
    expected: { unjudged: 'status could not be judged: a number where a string is expected' },
  },
  {
    name: 'an object where a string is expected',
    condition: etc,
    args: { path: { toString: '/etc/passwd' } },
    expected: { unjudged: 'path could not be judged: an object where a string is expected' },
  },
  {
    name: 'a string where a number is expected',
    condition: refund,
    args: { values: { refund_amount: '5000' } },
    expected: { unjudged: 'values.refund_amount could not be judged: a string where a number is expected' },
  },
  { name: 'a missing key', condition: refund, args: { values: { status: 'closed' } }, expected: 'fails' },
  {
    name: 'a string where the path needs an object',
    condition: refund,
    args: { values: 'refund_amount=5000' },
    expected: {
      unjudged: 'values.refund_amount could not be judged: values is a string, not an object or array',
    },
  },
  { name: 'a missing parent key', condition: refund, args: { id: 7 }, expected: 'fails' },
  { name: 'a plain match', condition: refund, args: { values: { refund_amount: 1_500 } }, expected: 'holds' },
];

/** What a rule of `effect` with the case's condition decides, on a write call. */
function decideWith(effect: RuleEffect, item: Case) {
  const rule = testRule({
    match: { sources: [], tool: 'write_file', conditions: [item.condition] },
    effect,
  });
  const verdict = decideByRules(compileRuleSet([rule]), testFacts({ args: item.args }), 1_000);
  return { ruleDecided: verdict.rule?.id === rule.id, effect: verdict.effect, unjudged: verdict.unjudged };
}

beforeAll(loadPatternEngines);

describe('conditions compare canonical values and fail closed', () => {
  it.each(cases)('$name: a deny rule', (item) => {
    const verdict = decideWith('deny', item);
    if (item.expected === 'fails')
      expect(verdict).toEqual({ ruleDecided: false, effect: 'ask', unjudged: undefined });
    else
      expect(verdict).toEqual({
        ruleDecided: true,
        effect: 'deny',
        unjudged: item.expected === 'holds' ? undefined : item.expected.unjudged,
      });
  });

  it.each(cases)('$name: an ask rule', (item) => {
    const verdict = decideWith('ask', item);
    expect(verdict.effect).toBe('ask');
    expect(verdict.ruleDecided).toBe(item.expected !== 'fails');
    expect(verdict.unjudged).toBe(typeof item.expected === 'object' ? item.expected.unjudged : undefined);
  });

  it.each(cases)('$name: an allow rule', (item) => {
    const verdict = decideWith('allow', item);
    // An allow rule never matches a value it cannot judge: the call falls to the tier, which asks.
    if (item.expected === 'holds')
      expect(verdict).toEqual({ ruleDecided: true, effect: 'allow', unjudged: undefined });
    else expect(verdict).toEqual({ ruleDecided: false, effect: 'ask', unjudged: undefined });
  });

  it('a condition that fails outright beats one that cannot be judged', () => {
    const rule = testRule({
      match: {
        sources: [],
        tool: 'write_file',
        conditions: [etc, { kind: 'equals', path: 'mode', value: 'overwrite' }],
      },
      effect: 'deny',
    });
    const set = compileRuleSet([rule]);
    const long = `/etc/${'a'.repeat(5_000)}`;
    expect(decideByRules(set, testFacts({ args: { path: long, mode: 'append' } }), 1).effect).toBe('ask');
    expect(decideByRules(set, testFacts({ args: { path: long, mode: 'overwrite' } }), 1).effect).toBe('deny');
  });

  it('under a * segment, one value that holds decides; otherwise one that cannot be judged does', () => {
    const files: RuleCondition = { kind: 'glob', path: 'files.*', pattern: '/etc/**' };
    const allow = testRule({
      match: { sources: [], tool: 'write_file', conditions: [files] },
      effect: 'deny',
    });
    const set = compileRuleSet([allow]);
    const decide = (list: JsonValue) => decideByRules(set, testFacts({ args: { files: list } }), 1);
    expect(decide(['/tmp/a', '/tmp/../etc/b']).unjudged).toBeUndefined();
    expect(decide(['/tmp/a', '/tmp/../etc/b']).effect).toBe('deny');
    expect(decide(['/tmp/a', 7]).unjudged).toBe(
      'files.* could not be judged: a number where a string is expected',
    );
    expect(decide(['/tmp/a', '/tmp/b']).effect).toBe('ask');
  });
});
