import type { JsonValue } from '../json.ts';
import type { CallTier } from '../safety-tier.ts';

/** Who proposes calls: the built-in agent loop, an AG-UI agent, an MCP server's tools, a LangGraph thread. */
export type RuleSource = 'built-in' | 'ag-ui' | 'mcp' | 'langgraph' | 'ai-sdk';

/** Every source, in the order the UI lists them. */
export const ruleSources: readonly RuleSource[] = ['built-in', 'ag-ui', 'mcp', 'langgraph', 'ai-sdk'];

/**
 * A condition on one argument, found by a dotted path into the arguments (`values.refund_amount`,
 * `files.0.path`; a `*` segment means any element or key, and the condition holds when one of them does).
 */
export type RuleCondition =
  | { readonly kind: 'equals'; readonly path: string; readonly value: JsonValue }
  | { readonly kind: 'one-of'; readonly path: string; readonly values: readonly JsonValue[] }
  | { readonly kind: 'glob'; readonly path: string; readonly pattern: string }
  | {
      readonly kind: 'regex';
      readonly path: string;
      readonly pattern: string;
      readonly ignoreCase?: boolean;
    }
  | { readonly kind: 'range'; readonly path: string; readonly min?: number; readonly max?: number }
  | { readonly kind: 'present'; readonly path: string }
  | { readonly kind: 'absent'; readonly path: string };

/** Every condition kind. */
export type RuleConditionKind = RuleCondition['kind'];

/**
 * Which calls a rule is about: sources (empty means every source), a tool name with `*` wildcards, the call's
 * tiers (absent or empty means every tier), conditions.
 */
export interface RuleMatch {
  readonly sources: readonly RuleSource[];
  readonly tool: string;
  readonly tiers?: readonly CallTier[];
  readonly conditions: readonly RuleCondition[];
}

/** What a rule does to a call it matches. Deny beats ask beats allow. */
export type RuleEffect = 'allow' | 'ask' | 'deny';

/** Where a rule applies: one call, one conversation (or thread), this browser session, or always. */
export type RuleScope =
  | { readonly kind: 'call'; readonly callId: string }
  | { readonly kind: 'conversation'; readonly conversationId: string }
  | { readonly kind: 'session'; readonly sessionId: string }
  | { readonly kind: 'always' };

/** `active` decides; `shadow` decides nothing and reports what it would have done; `disabled` does nothing. */
export type RuleStatus = 'active' | 'shadow' | 'disabled';

/**
 * How long a call may wait for the operator, and what happens then: `decline` answers the model with the
 * message; `notify` keeps the call waiting and notifies again after the same time.
 */
export interface WaitDeadline {
  readonly waitMs: number;
  readonly then: 'decline' | 'notify';
  readonly message?: string;
}

/**
 * One rule. `number` is fixed when the rule is created and names it in explanations ("rule 3") whatever its
 * place in the list later; `position` orders the list and, among rules of the same effect, says which one is
 * named.
 */
export interface Rule {
  readonly id: string;
  readonly number: number;
  readonly position: number;
  readonly match: RuleMatch;
  readonly effect: RuleEffect;
  /** For `deny`: told to the model with the explanation. */
  readonly message?: string;
  readonly scope: RuleScope;
  /** Absolute time (ms since the epoch) after which the rule no longer applies. */
  readonly expiresAt?: number;
  readonly status: RuleStatus;
  readonly deadline?: WaitDeadline;
  /**
   * Set when the operator confirmed a second time that this `allow` rule may run destructive tools; without it
   * an allow rule never lets a destructive call (or one of `unknown` tier) run.
   */
  readonly destructiveConfirmedAt?: number;
  readonly createdAt: number;
  readonly updatedAt: number;
}

/** What names a rule in a decision, kept with the call and the audit entry so it stays true if the rule changes. */
export interface RuleReference {
  readonly id: string;
  readonly number: number;
  /** The rule in words at the time of the decision, e.g. "write_file with path under /tmp/**". */
  readonly summary: string;
}

/** The facts of a call a rule looks at. */
export interface CallFacts {
  readonly source: RuleSource;
  readonly tool: string;
  /** The effective arguments (null when they did not parse). */
  readonly args: JsonValue | null;
  readonly tier: CallTier;
  readonly callId: string;
  readonly conversationId: string;
  readonly sessionId: string;
}
