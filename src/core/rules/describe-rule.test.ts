import { describe, expect, it } from 'vitest';
import { afterExplanation, describeMatch, explainDecision, referenceOf } from './describe-rule.ts';
import { testRule } from '../../test/rule-test-support.ts';

describe('rules in words', () => {
  it('names the tool and each condition', () => {
    const rule = testRule({
      number: 3,
      match: {
        sources: [],
        tool: 'write_file',
        conditions: [{ kind: 'glob', path: 'path', pattern: '/tmp/**' }],
      },
      effect: 'allow',
    });
    expect(explainDecision('allow', referenceOf(rule))).toBe(
      'allowed by rule 3: write_file with path under /tmp/**',
    );
  });

  it('says every condition kind and the sources', () => {
    const rule = testRule({
      match: {
        sources: ['mcp'],
        tool: '*',
        conditions: [
          { kind: 'equals', path: 'a', value: 'x' },
          { kind: 'one-of', path: 'b', values: [1, 2] },
          { kind: 'glob', path: 'c', pattern: '*.md' },
          { kind: 'regex', path: 'd', pattern: '^x', ignoreCase: true },
          { kind: 'range', path: 'e', min: 1, max: 2 },
          { kind: 'range', path: 'f', max: 9 },
          { kind: 'present', path: 'g' },
          { kind: 'absent', path: 'h' },
        ],
      },
      effect: 'deny',
    });
    expect(describeMatch(rule)).toBe(
      'mcp: any tool with a = "x" and b one of 1, 2 and c matching *.md and d matches /^x/i and e between 1 and 2 and f ≤ 9 and with g and without h',
    );
  });

  it('takes the explanation off the front of a denial, and leaves any other message whole', () => {
    const reference = { id: 'r', number: 2, summary: '*delete*' };
    expect(afterExplanation('Denied by rule 2: *delete*. Close duplicates instead.', 'deny', reference)).toBe(
      'Close duplicates instead.',
    );
    expect(afterExplanation('Denied by rule 2: *delete*.', 'deny', reference)).toBe('');
    // Another rule's explanation, or text that only mentions the rule later, is not cut.
    expect(afterExplanation('Denied by rule 12: *delete*. Stop.', 'deny', reference)).toBe(
      'Denied by rule 12: *delete*. Stop.',
    );
    expect(afterExplanation('Nothing deleted. Denied by rule 2: *delete*.', 'deny', reference)).toBe(
      'Nothing deleted. Denied by rule 2: *delete*.',
    );
  });
});
