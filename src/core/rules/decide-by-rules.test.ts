import { describe, expect, it } from 'vitest';
import { compileRuleSet, decideByRules } from './decide-by-rules.ts';
import type { Rule } from './rule.ts';
import { testFacts, testRule } from '../../test/rule-test-support.ts';

const tmpAllow = testRule({
  match: {
    sources: [],
    tool: 'write_file',
    conditions: [{ kind: 'glob', path: 'path', pattern: '/tmp/**' }],
  },
  effect: 'allow',
});
const anyDeleteDeny = testRule({
  match: { sources: [], tool: '*delete*', conditions: [] },
  effect: 'deny',
  message: 'Nothing is deleted today.',
});

function decide(rules: readonly Rule[], facts = testFacts(), now = 1_000) {
  return decideByRules(compileRuleSet(rules), facts, now);
}

describe('deciding a call by rules', () => {
  it('without a matching rule the tier decides: read-only runs, write and destructive ask', () => {
    expect(decide([], testFacts({ tier: 'read-only' }))).toMatchObject({ effect: 'allow' });
    expect(decide([], testFacts({ tier: 'write' })).effect).toBe('ask');
    expect(decide([], testFacts({ tier: 'destructive' })).effect).toBe('ask');
    expect(decide([], testFacts()).rule).toBeUndefined();
  });

  it('a matching allow rule lets a write call run and names itself; a different path asks', () => {
    const inTmp = decide([tmpAllow], testFacts({ args: { path: '/tmp/x' } }));
    expect(inTmp.effect).toBe('allow');
    expect(inTmp.rule?.id).toBe(tmpAllow.id);
    expect(decide([tmpAllow], testFacts({ args: { path: '/etc/x' } })).effect).toBe('ask');
  });

  it('deny beats ask beats allow, whatever their order in the list', () => {
    const ask = testRule({ match: { sources: [], tool: '*', conditions: [] }, effect: 'ask', position: -5 });
    const allowAll = testRule({
      match: { sources: [], tool: '*', conditions: [] },
      effect: 'allow',
      position: -10,
    });
    const facts = testFacts({ tool: 'delete_record', args: { path: '/tmp/x' } });
    expect(decide([allowAll, ask, anyDeleteDeny], facts).rule?.id).toBe(anyDeleteDeny.id);
    expect(decide([allowAll, ask], facts).rule?.id).toBe(ask.id);
    expect(decide([allowAll], facts).effect).toBe('allow');
  });

  it('among rules of one effect the first in the list is named', () => {
    const first = testRule({
      match: { sources: [], tool: 'write_*', conditions: [] },
      effect: 'ask',
      position: 1,
    });
    const second = testRule({
      match: { sources: [], tool: '*', conditions: [] },
      effect: 'ask',
      position: 2,
    });
    expect(decide([second, first]).rule?.id).toBe(first.id);
  });

  it('a read-only call asks or is denied when a rule says so', () => {
    const askReads = testRule({ match: { sources: [], tool: 'read_*', conditions: [] }, effect: 'ask' });
    expect(decide([askReads], testFacts({ tool: 'read_record', tier: 'read-only' })).effect).toBe('ask');
  });

  it('an allow rule never lets a destructive call run without the second confirmation', () => {
    const allow = testRule({
      match: { sources: [], tool: 'delete_record', conditions: [] },
      effect: 'allow',
    });
    const facts = testFacts({ tool: 'delete_record', tier: 'destructive' });
    const verdict = decide([allow], facts);
    expect(verdict.effect).toBe('ask');
    expect(verdict.rule).toBeUndefined();
    expect(verdict.setAside?.id).toBe(allow.id);
    const confirmed = { ...allow, destructiveConfirmedAt: 5 };
    expect(decide([confirmed], facts)).toMatchObject({ effect: 'allow', rule: { id: allow.id } });
  });

  it('sources restrict a rule; an empty list means every source', () => {
    const mcpOnly = testRule({ match: { sources: ['mcp'], tool: '*', conditions: [] }, effect: 'deny' });
    expect(decide([mcpOnly], testFacts({ source: 'mcp', tool: 'files__write' })).effect).toBe('deny');
    expect(decide([mcpOnly], testFacts({ source: 'built-in' })).effect).toBe('ask');
  });

  it('scopes: a call, a conversation, a session, always', () => {
    const base = { match: { sources: [], tool: '*', conditions: [] }, effect: 'allow' } as const;
    const call = testRule({ ...base, scope: { kind: 'call', callId: 'call-1' } });
    const conversation = testRule({ ...base, scope: { kind: 'conversation', conversationId: 'conv-1' } });
    const session = testRule({ ...base, scope: { kind: 'session', sessionId: 'session-1' } });
    expect(decide([call]).effect).toBe('allow');
    expect(decide([call], testFacts({ callId: 'call-2' })).effect).toBe('ask');
    expect(decide([conversation]).effect).toBe('allow');
    expect(decide([conversation], testFacts({ conversationId: 'conv-2' })).effect).toBe('ask');
    expect(decide([session]).effect).toBe('allow');
    expect(decide([session], testFacts({ sessionId: 'session-2' })).effect).toBe('ask');
  });

  it('an expired rule no longer applies; one before its expiry does', () => {
    const expiring = testRule({
      match: { sources: [], tool: '*', conditions: [] },
      effect: 'deny',
      expiresAt: 2_000,
    });
    expect(decide([expiring], testFacts(), 1_999).effect).toBe('deny');
    expect(decide([expiring], testFacts(), 2_000).effect).toBe('ask');
  });

  it('disabled and invalid rules decide nothing; shadow rules are reported but decide nothing', () => {
    const match = { sources: [], tool: '*', conditions: [] };
    const disabled = testRule({ match, effect: 'deny', status: 'disabled' });
    const invalid = testRule({
      match: { ...match, conditions: [{ kind: 'regex', path: 'x', pattern: '(' }] },
      effect: 'deny',
    });
    const shadow = testRule({ match, effect: 'deny', status: 'shadow' });
    const verdict = decide([disabled, invalid, shadow]);
    expect(verdict.effect).toBe('ask');
    expect(verdict.shadow.map((rule) => rule.id)).toEqual([shadow.id]);
  });

  it("the deciding rule's deadline comes with the verdict, else another matching rule's", () => {
    const deadline = { waitMs: 60_000, then: 'decline' } as const;
    const ask = testRule({ match: { sources: [], tool: '*', conditions: [] }, effect: 'ask', deadline });
    expect(decide([ask]).deadline).toEqual(deadline);
    const other = testRule({
      match: { sources: [], tool: 'write_*', conditions: [] },
      effect: 'ask',
      position: -1,
    });
    expect(decide([other, ask])).toMatchObject({ rule: { id: other.id }, deadline });
  });
});
