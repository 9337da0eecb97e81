import type { CallFacts, Rule } from '../core/rules/rule.ts';
import type { RuleDraft } from '../tools/rule-repository.ts';

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

/**
 * The rule draft the AG-UI tests save: deny the fixture agent's `send_email` to a rival's address, with a message
 * the agent is told.
 */
export const noMailToRivals: RuleDraft = {
  match: {
    sources: ['ag-ui'],
    tool: 'support__send_email',
    conditions: [{ kind: 'glob', path: 'to', pattern: '*@rival.example' }],
  },
  effect: 'deny',
  message: 'No mail to rivals.',
  scope: { kind: 'always' },
  status: 'active',
};

/** An active rule draft about `tool`, always in scope and with no conditions unless `extra` says otherwise. */
export const ruleDraft = (
  tool: string,
  effect: RuleDraft['effect'],
  extra: Partial<RuleDraft> = {},
): RuleDraft => ({
  match: { sources: [], tool, conditions: [] },
  effect,
  scope: { kind: 'always' },
  status: 'active',
  ...extra,
});
