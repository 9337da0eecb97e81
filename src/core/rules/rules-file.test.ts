import { describe, expect, it } from 'vitest';
import { exportRulesFile, importRulesFile } from './rules-file.ts';
import { testRule } from '../../test/rule-test-support.ts';

describe('rules file', () => {
  const rules = [
    testRule({
      position: 2,
      match: {
        sources: ['built-in'],
        tool: 'write_file',
        conditions: [{ kind: 'glob', path: 'path', pattern: '/tmp/**' }],
      },
      effect: 'allow',
      deadline: { waitMs: 60_000, then: 'notify' },
    }),
    testRule({
      position: 1,
      match: { sources: [], tool: '*delete*', conditions: [] },
      effect: 'allow',
      destructiveConfirmedAt: 3,
    }),
  ];

  it('round-trips the rules in list order, without destructive confirmations', () => {
    const result = importRulesFile(exportRulesFile(rules, 5), 9);
    if (!result.ok) throw new Error(result.error);
    expect(result.rules.map((rule) => rule.match.tool)).toEqual(['*delete*', 'write_file']);
    expect(result.rules[1]).toMatchObject({
      effect: 'allow',
      deadline: { waitMs: 60_000, then: 'notify' },
      updatedAt: 9,
    });
    expect(result.rules[0]).not.toHaveProperty('destructiveConfirmedAt');
    expect(result.unconfirmed).toBe(1);
  });

  it('explains what is wrong: not JSON, the wrong shape, an invalid pattern', () => {
    expect(importRulesFile('{', 0)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^The file is not JSON/),
    });
    expect(importRulesFile('{"format":"other","version":1,"rules":[]}', 0)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/not a Toolgate rules file/),
    });
    const badEffect = JSON.parse(exportRulesFile(rules, 0)) as { rules: { effect: string }[] };
    badEffect.rules[1]!.effect = 'maybe';
    expect(importRulesFile(JSON.stringify(badEffect), 0)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/in rule 2 \(effect\)/),
    });
    const badRegex = JSON.parse(exportRulesFile(rules, 0)) as {
      rules: { match: { conditions: unknown[] } }[];
    };
    badRegex.rules[0]!.match.conditions = [{ kind: 'regex', path: 'x', pattern: '(' }];
    expect(importRulesFile(JSON.stringify(badRegex), 0)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^Rule 1 of the file: The regular expression/),
    });
  });

  it('keeps a hostile string as plain data', () => {
    const hostile = testRule({
      match: { sources: [], tool: '<img src=x onerror=alert(1)>', conditions: [] },
      effect: 'deny',
      message: '</script><script>alert(1)</script>',
    });
    const result = importRulesFile(exportRulesFile([hostile], 0), 0);
    expect(result).toMatchObject({ ok: true, rules: [{ message: '</script><script>alert(1)</script>' }] });
  });
});
