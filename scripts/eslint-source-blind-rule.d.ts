import type { Rule } from 'eslint';

/** No source branch and no import of sources/ in the review, the queue and the decision bar. */
export const sourceBlindRule: Rule.RuleModule;
