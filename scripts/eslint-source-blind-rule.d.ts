import type { Rule } from 'eslint';

/** The import direction of docs/architecture.md as one lint rule. */
export const sourceBlindRule: Rule.RuleModule;
