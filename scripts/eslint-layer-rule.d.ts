import type { Rule } from 'eslint';

/** The import direction of ARCHITECTURE.md as one lint rule. */
export const layerRule: Rule.RuleModule;
