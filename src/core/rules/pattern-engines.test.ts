import { describe, expect, it, vi } from 'vitest';
import type { RuleCondition } from './rule.ts';

const regex: RuleCondition = { kind: 'regex', path: 'to', pattern: '@example\\.com$' };
const glob: RuleCondition = { kind: 'glob', path: 'path', pattern: '/tmp/**' };
const equals: RuleCondition = { kind: 'equals', path: 'status', value: 'closed' };

// A fresh copy of the modules each time: the test setup has loaded the engines into the shared one.
async function freshModules() {
  vi.resetModules();
  const engines = await import('./pattern-engines.ts');
  const conditions = await import('./compile-condition.ts');
  return { ...engines, ...conditions };
}

describe('pattern engines', () => {
  it('are needed only by rules with a glob or a regular expression', async () => {
    const { needsPatternEngines } = await freshModules();
    const rule = (conditions: RuleCondition[]) => ({ match: { conditions } });
    expect(needsPatternEngines([rule([equals]), rule([])])).toBe(false);
    expect(needsPatternEngines([rule([equals]), rule([regex])])).toBe(true);
    expect(needsPatternEngines([rule([glob])])).toBe(true);
  });

  it('refuse to compile a pattern before they are loaded, rather than let the rule match nothing', async () => {
    const { compileCondition, loadPatternEngines } = await freshModules();
    expect(compileCondition(equals).ok).toBe(true);
    expect(() => compileCondition(regex)).toThrow('not loaded yet');
    expect(() => compileCondition(glob)).toThrow('not loaded yet');
    await loadPatternEngines();
    const compiled = compileCondition(regex);
    expect(compiled.ok && compiled.test({ to: 'ana@example.com' })).toBe(true);
    const globbed = compileCondition(glob);
    expect(globbed.ok && globbed.test({ path: '/tmp/a/b' })).toBe(true);
    expect(globbed.ok && globbed.test({ path: '/etc/passwd' })).toBe(false);
  });

  it('load once', async () => {
    const { loadPatternEngines } = await freshModules();
    expect(loadPatternEngines()).toBe(loadPatternEngines());
  });
});
