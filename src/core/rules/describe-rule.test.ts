import { describe, expect, it } from 'vitest';
import { describeMatch, explainDecision, referenceOf } from './describe-rule.ts';
import { testRule } from './rule-test-support.ts';

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
});
