import type { JsonValue } from '../json.ts';
import type { Rule, RuleCondition, RuleEffect, RuleReference, RuleScope } from './rule.ts';

function shown(value: JsonValue): string {
  const text = JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

/** One condition in words: `path under /tmp/**`, `to matches /@example\.com$/`, `amount between 0 and 100`. */
export function describeCondition(condition: RuleCondition): string {
  const { path } = condition;
  switch (condition.kind) {
    case 'equals':
      return `${path} = ${shown(condition.value)}`;
    case 'one-of':
      return `${path} one of ${condition.values.map(shown).join(', ')}`;
    case 'glob':
      return condition.pattern.endsWith('/**')
        ? `${path} under ${condition.pattern}`
        : `${path} matching ${condition.pattern}`;
    case 'regex':
      return `${path} matches /${condition.pattern}/${condition.ignoreCase ? 'i' : ''}`;
    case 'range':
      if (condition.min !== undefined && condition.max !== undefined)
        return `${path} between ${condition.min} and ${condition.max}`;
      return condition.min !== undefined ? `${path} ≥ ${condition.min}` : `${path} ≤ ${condition.max}`;
    case 'present':
      return `with ${path}`;
    case 'absent':
      return `without ${path}`;
  }
}

/**
 * Which calls the rule matches, in words: "write_file with path under /tmp/**", "mcp: github__*" or
 * "ag-ui: support__* of tier unknown".
 */
export function describeMatch(rule: Pick<Rule, 'match'>): string {
  const { sources, tool, conditions } = rule.match;
  const tiers = rule.match.tiers ?? [];
  const who = sources.length > 0 ? `${sources.join(', ')}: ` : '';
  const name = `${tool.trim() === '*' ? 'any tool' : tool.trim()}${tiers.length > 0 ? ` of tier ${tiers.join(' or ')}` : ''}`;
  const parts = conditions.map(describeCondition);
  if (parts.length === 0) return `${who}${name}`;
  const [first, ...rest] = parts;
  const joined = [first!.startsWith('with') ? first!.slice(5) : first!, ...rest].join(' and ');
  return `${who}${name} with ${joined}`;
}

const verbs: Readonly<Record<RuleEffect, string>> = { allow: 'allowed', ask: 'asked', deny: 'denied' };

/**
 * The reference a decision keeps: id, number, and the rule in words as it was then; when the rule matched only
 * because a value could not be judged, the words say so ("write_file with path under /etc/** (path could not be
 * judged: 5,000 characters …)").
 */
export function referenceOf(rule: Rule, unjudged?: string): RuleReference {
  const summary = describeMatch(rule);
  return { id: rule.id, number: rule.number, summary: unjudged ? `${summary} (${unjudged})` : summary };
}

/** "allowed by rule 3: write_file with path under /tmp/**". */
export function explainDecision(effect: RuleEffect, reference: RuleReference): string {
  return `${verbs[effect]} by rule ${reference.number}: ${reference.summary}`;
}

/**
 * What a message says after the explanation it opens with: a denial tells the model "Denied by rule 2: *delete*.
 * Close duplicates instead." and a card that already names the rule shows only "Close duplicates instead.".
 * A message that does not open with the explanation is returned whole.
 */
export function afterExplanation(message: string, effect: RuleEffect, reference: RuleReference): string {
  const explanation = explainDecision(effect, reference);
  const opening = `${explanation.charAt(0).toUpperCase()}${explanation.slice(1)}.`;
  return message.startsWith(opening) ? message.slice(opening.length).trimStart() : message;
}

/** A scope in words. */
export function describeScope(scope: RuleScope): string {
  switch (scope.kind) {
    case 'call':
      return 'this call only';
    case 'conversation':
      return 'this conversation';
    case 'session':
      return 'this session';
    case 'always':
      return 'always';
  }
}
