/**
 * `npm run bench:rules`: deciding one call against 1,000 rules, against a baseline of one rule, in one process.
 *
 * The 1,000 rules are what an operator who works with rules for months might have: every condition kind,
 * wildcards on MCP-namespaced names, nested paths, scopes, a few expired, disabled and shadow rules; the call
 * matches only a handful of them, so nearly every rule is tested and rejected (the worst case for a linear
 * scan). Times are CPU time per decision, best of several interleaved runs (the machine is shared), printed
 * with the ratio to the one-rule baseline. The same call is decided again with its path spelled to need
 * normalizing (dot segments, a doubled slash, a combining accent), since conditions compare canonical values.
 * Compiling the set happens once per change of the rules and is printed on its own.
 */
import { compileRuleSet, decideByRules } from '../src/core/rules/decide-by-rules.ts';
import { loadPatternEngines } from '../src/core/rules/pattern-engines.ts';
import type { CallFacts, Rule, RuleCondition } from '../src/core/rules/rule.ts';

const rounds = 7;
const decisionsPerRound = 2_000;

function condition(index: number): RuleCondition {
  switch (index % 7) {
    case 0:
      return { kind: 'glob', path: 'path', pattern: `/srv/project-${index}/**` };
    case 1:
      return { kind: 'regex', path: 'options.message', pattern: `^release-${index}-[a-z]+$` };
    case 2:
      return { kind: 'equals', path: 'options.branch', value: `feature-${index}` };
    case 3:
      return { kind: 'one-of', path: 'options.mode', values: [`m${index}`, `n${index}`] };
    case 4:
      return { kind: 'range', path: 'options.size', min: index * 10, max: index * 10 + 5 };
    case 5:
      return { kind: 'present', path: `options.flag_${index}` };
    default:
      return { kind: 'absent', path: 'options.mode' };
  }
}

function manyRules(count: number): Rule[] {
  return Array.from({ length: count }, (_, index): Rule =>
    index >= count - 3
      ? matchingRule(index)
      : {
          id: `rule-${index}`,
          number: index + 1,
          position: index,
          match: {
            sources: index % 5 === 0 ? ['mcp'] : [],
            tool: index % 3 === 0 ? `server${index % 40}__*` : index % 3 === 1 ? `*_${index}` : 'write_file',
            conditions: [condition(index), condition(index + 3)],
          },
          effect: index % 11 === 0 ? 'deny' : index % 2 === 0 ? 'ask' : 'allow',
          scope:
            index % 13 === 0 ? { kind: 'conversation', conversationId: `conv-${index}` } : { kind: 'always' },
          status: index % 97 === 0 ? 'disabled' : index % 89 === 0 ? 'shadow' : 'active',
          ...(index % 101 === 0 ? { expiresAt: 1 } : {}),
          createdAt: 0,
          updatedAt: 0,
        },
  );
}

/** One of the few rules the call matches, at the end of the list. */
function matchingRule(index: number): Rule {
  return {
    id: `rule-${index}`,
    number: index + 1,
    position: index,
    match: {
      sources: [],
      tool: 'server7__*',
      conditions: [{ kind: 'glob', path: 'path', pattern: '/srv/project-7/**' }],
    },
    effect: index % 2 === 0 ? 'ask' : 'allow',
    scope: { kind: 'always' },
    status: 'active',
    createdAt: 0,
    updatedAt: 0,
  };
}

const facts: CallFacts = {
  source: 'mcp',
  tool: 'server7__write_file',
  args: {
    path: '/srv/project-7/src/index.ts',
    options: { message: 'release-8-notes', branch: 'main', mode: 'fast', size: 71, flag_12: true },
    content: 'x'.repeat(2_000),
  },
  tier: 'write',
  callId: 'call-1',
  conversationId: 'conv-1',
  sessionId: 'session-1',
};

await loadPatternEngines();
const oneRule = compileRuleSet([
  {
    id: 'only',
    number: 1,
    position: 0,
    match: {
      sources: [],
      tool: 'write_file',
      conditions: [{ kind: 'glob', path: 'path', pattern: '/tmp/**' }],
    },
    effect: 'allow',
    scope: { kind: 'always' },
    status: 'active',
    createdAt: 0,
    updatedAt: 0,
  },
]);
const thousand = manyRules(1_000);

function cpuMicros(): number {
  const usage = process.cpuUsage();
  return usage.user + usage.system;
}

/** The same call with a path to normalize (dot segments, a repeated slash) and a name to put in NFC. */
const spelledFacts: CallFacts = {
  ...facts,
  args: {
    ...(facts.args as object),
    path: '/srv/project-7/./src/../src//inde\u0301x.ts',
  },
};

function perDecision(set: ReturnType<typeof compileRuleSet>, call: CallFacts = facts): number {
  let sink = 0;
  const start = cpuMicros();
  for (let index = 0; index < decisionsPerRound; index++)
    sink += decideByRules(set, call, 1_000 + index).shadow.length;
  const elapsed = cpuMicros() - start;
  if (sink < 0) console.log(sink);
  return elapsed / decisionsPerRound;
}

const compileStart = cpuMicros();
const compiledThousand = compileRuleSet(thousand);
const compileMicros = cpuMicros() - compileStart;

const verdict = decideByRules(compiledThousand, facts, 1_000);
const baselineTimes: number[] = [];
const thousandTimes: number[] = [];
const spelledTimes: number[] = [];
for (let round = 0; round < rounds; round++) {
  baselineTimes.push(perDecision(oneRule));
  thousandTimes.push(perDecision(compiledThousand));
  spelledTimes.push(perDecision(compiledThousand, spelledFacts));
}
const baseline = Math.min(...baselineTimes);
const large = Math.min(...thousandTimes);
const spelled = Math.min(...spelledTimes);

console.log(
  'Rules: deciding one call (CPU time per decision, best of %d rounds of %d)',
  rounds,
  decisionsPerRound,
);
console.log(`  1 rule (baseline)   ${baseline.toFixed(2)} µs`);
console.log(`  1,000 rules         ${large.toFixed(2)} µs  (${(large / baseline).toFixed(1)}x the baseline)`);
console.log(
  `  1,000 rules, a path to normalize  ${spelled.toFixed(2)} µs  (${(spelled / baseline).toFixed(1)}x the baseline)`,
);
console.log(
  `  verdict on 1,000: ${verdict.effect}${verdict.rule ? ` by rule ${verdict.rule.number}` : ' by the tier'}, ${verdict.shadow.length} shadow match(es)`,
);
console.log(`  compiling 1,000 rules once: ${(compileMicros / 1_000).toFixed(1)} ms`);
const worst = Math.max(large, spelled);
console.log(`  target: 1,000 rules under 100 µs per decision: ${worst < 100 ? 'met' : 'NOT met'}`);
