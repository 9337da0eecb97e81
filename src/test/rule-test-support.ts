import type { CallFacts, Rule } from '../core/rules/rule.ts';

let counter = 0;

/** A rule for tests: active, always, every source; override what the test is about. */
export function testRule(overrides: Partial<Rule> & Pick<Rule, 'match' | 'effect'>): Rule {
  counter += 1;
  return {
    id: `rule-${counter}`,
    number: counter,
    position: counter,
    scope: { kind: 'always' },
    status: 'active',
    createdAt: 0,
    updatedAt: 0,
    ...overrides,
  };
}

/** The facts of a write call from the built-in agent; override what the test is about. */
export function testFacts(overrides: Partial<CallFacts> = {}): CallFacts {
  return {
    source: 'built-in',
    tool: 'write_file',
    args: {},
    tier: 'write',
    callId: 'call-1',
    conversationId: 'conv-1',
    sessionId: 'session-1',
    ...overrides,
  };
}
