import { describe, expect, it } from 'vitest';
import type { JsonValue } from '../json.ts';
import { maxJudgedPathLength } from './canonical-value.ts';
import { compileCondition } from './compile-condition.ts';
import type { RuleCondition } from './rule.ts';

/** Whether the condition holds, or the reason its value could not be judged. */
function holds(condition: RuleCondition, args: JsonValue | null): boolean | string {
  const compiled = compileCondition(condition);
  if (!compiled.ok) throw new Error(compiled.problems.join(' '));
  const result = compiled.test(args);
  return typeof result === 'boolean' ? result : result.reason;
}

function problems(condition: RuleCondition): readonly string[] {
  const compiled = compileCondition(condition);
  return compiled.ok ? [] : compiled.problems;
}

describe('conditions on arguments', () => {
  it('equals compares JSON values structurally, at nested paths', () => {
    const args = { values: { status: 'closed', tags: ['a', 'b'] } };
    expect(holds({ kind: 'equals', path: 'values.status', value: 'closed' }, args)).toBe(true);
    expect(holds({ kind: 'equals', path: 'values.status', value: 'open' }, args)).toBe(false);
    expect(holds({ kind: 'equals', path: 'values.tags', value: ['a', 'b'] }, args)).toBe(true);
    expect(holds({ kind: 'equals', path: 'values.missing', value: null }, args)).toBe(false);
  });

  it('one of matches any listed value and refuses an empty list', () => {
    expect(holds({ kind: 'one-of', path: 'model', values: ['order', 'ticket'] }, { model: 'ticket' })).toBe(
      true,
    );
    expect(holds({ kind: 'one-of', path: 'model', values: ['order', 'ticket'] }, { model: 'customer' })).toBe(
      false,
    );
    expect(problems({ kind: 'one-of', path: 'model', values: [] })[0]).toMatch(/lists no values/);
  });

  it('glob matches paths with picomatch; a number or a huge path cannot be judged', () => {
    const tmp: RuleCondition = { kind: 'glob', path: 'path', pattern: '/tmp/**' };
    expect(holds(tmp, { path: '/tmp/a/b.txt' })).toBe(true);
    expect(holds(tmp, { path: '/tmp/.hidden' })).toBe(true);
    expect(holds(tmp, { path: '/etc/passwd' })).toBe(false);
    expect(holds(tmp, { path: 42 })).toBe('path could not be judged: a number where a string is expected');
    expect(holds({ kind: 'glob', path: 'to', pattern: '*@example.com' }, { to: 'dana@example.com' })).toBe(
      true,
    );
    expect(holds({ kind: 'glob', path: 'to', pattern: '*@example.com' }, { to: 'dana@example.org' })).toBe(
      false,
    );
    expect(holds(tmp, { path: `/tmp/${'a'.repeat(maxJudgedPathLength)}` })).toBe(
      'path could not be judged: 4,101 characters (at most 4,096 are judged)',
    );
  });

  it('regex finds a match anywhere, honours ignoreCase, and rejects invalid or look-around patterns', () => {
    expect(
      holds({ kind: 'regex', path: 'to', pattern: '@competitor\\.com$' }, { to: 'x@competitor.com' }),
    ).toBe(true);
    expect(
      holds({ kind: 'regex', path: 'to', pattern: 'DROP', ignoreCase: true }, { to: 'drop table' }),
    ).toBe(true);
    expect(holds({ kind: 'regex', path: 'to', pattern: 'DROP' }, { to: 'drop table' })).toBe(false);
    expect(problems({ kind: 'regex', path: 'to', pattern: '(a' })[0]).toMatch(
      /is invalid: .*missing closing \)/,
    );
    expect(problems({ kind: 'regex', path: 'to', pattern: '(?<=a)b' })[0]).toMatch(/is invalid/);
    expect(problems({ kind: 'regex', path: 'to', pattern: '' })[0]).toMatch(/is empty/);
    expect(problems({ kind: 'regex', path: 'to', pattern: 'a'.repeat(1_001) })[0]).toMatch(/at most 1000/);
  });

  it('a pathological regular expression still answers on a long input (linear-time engine)', () => {
    const subject = `${'a'.repeat(30_000)}!`;
    // With a backtracking engine this pattern takes exponential time on this input.
    expect(holds({ kind: 'regex', path: 'text', pattern: '^(a+)+$' }, { text: subject })).toBe(false);
    expect(holds({ kind: 'regex', path: 'text', pattern: '^(a|aa)+!$' }, { text: subject })).toBe(true);
  });

  it('range checks numbers against inclusive bounds and rejects empty or unbounded ranges', () => {
    const range: RuleCondition = { kind: 'range', path: 'values.amount', min: 0, max: 100 };
    expect(holds(range, { values: { amount: 0 } })).toBe(true);
    expect(holds(range, { values: { amount: 100 } })).toBe(true);
    expect(holds(range, { values: { amount: 100.01 } })).toBe(false);
    expect(holds(range, { values: { amount: '50' } })).toBe(
      'values.amount could not be judged: a string where a number is expected',
    );
    expect(holds({ kind: 'range', path: 'n', min: 5 }, { n: 1e9 })).toBe(true);
    expect(holds({ kind: 'range', path: 'n', max: 5 }, { n: -1e9 })).toBe(true);
    expect(problems({ kind: 'range', path: 'n', min: 5, max: 1 })[0]).toMatch(/is empty: 5 is above 1/);
    expect(problems({ kind: 'range', path: 'n' })[0]).toMatch(/no bounds/);
  });

  it('present and absent look at whether the path exists, null included', () => {
    expect(holds({ kind: 'present', path: 'values.note' }, { values: { note: null } })).toBe(true);
    expect(holds({ kind: 'present', path: 'values.note' }, { values: {} })).toBe(false);
    expect(holds({ kind: 'absent', path: 'values.note' }, { values: {} })).toBe(true);
    expect(holds({ kind: 'absent', path: 'values.note' }, null)).toBe(true);
  });

  it('paths index arrays and a * segment matches any element', () => {
    const args = { files: [{ path: '/home/a' }, { path: '/tmp/b' }] };
    expect(holds({ kind: 'glob', path: 'files.1.path', pattern: '/tmp/**' }, args)).toBe(true);
    expect(holds({ kind: 'glob', path: 'files.0.path', pattern: '/tmp/**' }, args)).toBe(false);
    expect(holds({ kind: 'glob', path: 'files.*.path', pattern: '/tmp/**' }, args)).toBe(true);
    expect(holds({ kind: 'absent', path: 'files.*.mode' }, args)).toBe(true);
  });

  it('rejects paths with empty segments', () => {
    expect(problems({ kind: 'present', path: 'values..x' })[0]).toMatch(/is not an argument path/);
    expect(problems({ kind: 'present', path: ' ' })[0]).toMatch(/is not an argument path/);
  });
});
