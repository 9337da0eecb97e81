import type { JsonValue } from '../../core/json.ts';
import type { ProposedCondition } from '../../core/rules/propose-rule.ts';
import type {
  Rule,
  RuleCondition,
  RuleConditionKind,
  RuleEffect,
  RuleScope,
  RuleSource,
} from '../../core/rules/rule.ts';
import type { CallTier } from '../../core/safety-tier.ts';

/** One condition as the form edits it: text fields, parsed when the rule is saved. */
export interface ConditionRow {
  readonly include: boolean;
  readonly kind: RuleConditionKind;
  readonly path: string;
  /** equals: a JSON value or plain text; one-of: values separated by commas; glob and regex: the pattern. */
  readonly text: string;
  readonly ignoreCase: boolean;
  readonly min: string;
  readonly max: string;
}

/** Where a rule may apply, and the ids that scope needs. */
export interface ScopeContext {
  readonly sessionId: string;
  readonly conversationId?: string;
  readonly callId?: string;
}

/** The rule editor's values. */
export interface RuleFormValues {
  readonly effect: RuleEffect;
  readonly tool: string;
  readonly sources: readonly RuleSource[];
  readonly tiers: readonly CallTier[];
  readonly conditions: readonly ConditionRow[];
  readonly message: string;
  readonly scope: RuleScope['kind'];
  /** `keep` leaves an existing expiry; otherwise hours from now, or `never`. */
  readonly expiry: 'never' | 'keep' | '1' | '8' | '24' | '168';
  readonly deadlineSeconds: string;
  readonly deadlineThen: 'decline' | 'notify';
  readonly deadlineMessage: string;
  readonly shadow: boolean;
  readonly allowDestructive: boolean;
}

function textOf(value: JsonValue): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** A condition as a form row. */
export function conditionRow(condition: RuleCondition, include = true): ConditionRow {
  const base = {
    include,
    kind: condition.kind,
    path: condition.path,
    text: '',
    ignoreCase: false,
    min: '',
    max: '',
  };
  switch (condition.kind) {
    case 'equals':
      return { ...base, text: textOf(condition.value) };
    case 'one-of':
      return { ...base, text: condition.values.map(textOf).join(', ') };
    case 'glob':
      return { ...base, text: condition.pattern };
    case 'regex':
      return { ...base, text: condition.pattern, ignoreCase: condition.ignoreCase ?? false };
    case 'range':
      return { ...base, min: condition.min?.toString() ?? '', max: condition.max?.toString() ?? '' };
    default:
      return base;
  }
}

/** An empty condition row. */
export const blankCondition: ConditionRow = {
  include: true,
  kind: 'equals',
  path: '',
  text: '',
  ignoreCase: false,
  min: '',
  max: '',
};

/** The form for a new rule proposed from a call (tool and the conditions that matter) or an empty one. */
export function newRuleValues(
  effect: RuleEffect,
  tool = '*',
  proposed: readonly ProposedCondition[] = [],
): RuleFormValues {
  return {
    effect,
    tool,
    sources: [],
    tiers: [],
    conditions: proposed.map((item) => conditionRow(item.condition, item.include)),
    message: '',
    scope: 'always',
    expiry: 'never',
    deadlineSeconds: '',
    deadlineThen: 'decline',
    deadlineMessage: '',
    shadow: false,
    allowDestructive: false,
  };
}

/** The form for editing a stored rule. */
export function valuesOfRule(rule: Rule): RuleFormValues {
  return {
    effect: rule.effect,
    tool: rule.match.tool,
    sources: rule.match.sources,
    tiers: rule.match.tiers ?? [],
    conditions: rule.match.conditions.map((condition) => conditionRow(condition)),
    message: rule.message ?? '',
    scope: rule.scope.kind,
    expiry: rule.expiresAt === undefined ? 'never' : 'keep',
    deadlineSeconds: rule.deadline ? String(Math.round(rule.deadline.waitMs / 1_000)) : '',
    deadlineThen: rule.deadline?.then ?? 'decline',
    deadlineMessage: rule.deadline?.message ?? '',
    shadow: rule.status === 'shadow',
    allowDestructive: rule.destructiveConfirmedAt !== undefined,
  };
}

/** A typed value: JSON when it parses (numbers, true, null, quoted strings, objects), else the text itself. */
function parseValue(text: string): JsonValue {
  const trimmed = text.trim();
  try {
    return JSON.parse(trimmed) as JsonValue;
  } catch {
    return trimmed;
  }
}

function parseNumber(text: string, what: string, problems: string[]): number | undefined {
  if (!text.trim()) return undefined;
  const value = Number(text);
  if (!Number.isFinite(value)) problems.push(`${what} "${text}" is not a number.`);
  return Number.isFinite(value) ? value : undefined;
}

function conditionOf(row: ConditionRow, problems: string[]): RuleCondition | undefined {
  const path = row.path.trim();
  switch (row.kind) {
    case 'equals':
      return { kind: 'equals', path, value: parseValue(row.text) };
    case 'one-of':
      return {
        kind: 'one-of',
        path,
        values: row.text
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)
          .map(parseValue),
      };
    case 'glob':
      return { kind: 'glob', path, pattern: row.text.trim() };
    case 'regex':
      return { kind: 'regex', path, pattern: row.text, ...(row.ignoreCase ? { ignoreCase: true } : {}) };
    case 'range': {
      const min = parseNumber(row.min, `The minimum of ${path}`, problems);
      const max = parseNumber(row.max, `The maximum of ${path}`, problems);
      return {
        kind: 'range',
        path,
        ...(min !== undefined ? { min } : {}),
        ...(max !== undefined ? { max } : {}),
      };
    }
    case 'present':
    case 'absent':
      return { kind: row.kind, path };
  }
}

function scopeOf(kind: RuleScope['kind'], context: ScopeContext, problems: string[]): RuleScope {
  switch (kind) {
    case 'always':
      return { kind };
    case 'session':
      return { kind, sessionId: context.sessionId };
    case 'conversation':
      if (!context.conversationId) problems.push('There is no conversation to scope this rule to.');
      return { kind, conversationId: context.conversationId ?? '' };
    case 'call':
      if (!context.callId) problems.push('There is no call to scope this rule to.');
      return { kind, callId: context.callId ?? '' };
  }
}

/** What the form says, as a rule draft, or the problems that the form itself can see. */
export type FormDraft<Draft> =
  { readonly ok: true; readonly draft: Draft } | { readonly ok: false; readonly problems: readonly string[] };

/**
 * The rule the form describes. Shape problems (a bad number, a scope with no id) are found here; pattern and
 * range problems by compiling the rule. `existing` keeps a stored rule's expiry and scope ids when unchanged;
 * `now` turns a relative expiry into an absolute time.
 */
export function draftOfValues(
  values: RuleFormValues,
  context: ScopeContext,
  now: number,
  existing?: Rule,
): FormDraft<Omit<Rule, 'id' | 'number' | 'position' | 'createdAt' | 'updatedAt'>> {
  const problems: string[] = [];
  const conditions = values.conditions
    .filter((row) => row.include)
    .map((row) => conditionOf(row, problems))
    .filter((condition): condition is RuleCondition => condition !== undefined);
  const scope =
    existing && existing.scope.kind === values.scope
      ? existing.scope
      : scopeOf(values.scope, context, problems);
  const seconds = parseNumber(values.deadlineSeconds, 'The deadline', problems);
  if (seconds !== undefined && seconds < 1)
    problems.push('A deadline must give at least one second to decide.');
  const expiresAt =
    values.expiry === 'keep'
      ? existing?.expiresAt
      : values.expiry === 'never'
        ? undefined
        : now + Number(values.expiry) * 3_600_000;
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    draft: {
      match: {
        sources: values.sources,
        tool: values.tool.trim(),
        ...(values.tiers.length > 0 ? { tiers: values.tiers } : {}),
        conditions,
      },
      effect: values.effect,
      ...(values.effect === 'deny' && values.message.trim() ? { message: values.message.trim() } : {}),
      scope,
      ...(expiresAt !== undefined ? { expiresAt } : {}),
      status: values.shadow ? 'shadow' : existing?.status === 'disabled' ? 'disabled' : 'active',
      ...(seconds !== undefined
        ? {
            deadline: {
              waitMs: Math.round(seconds * 1_000),
              then: values.deadlineThen,
              ...(values.deadlineMessage.trim() ? { message: values.deadlineMessage.trim() } : {}),
            },
          }
        : {}),
    },
  };
}
