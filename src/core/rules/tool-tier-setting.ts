import type { SafetyTier } from '../safety-tier.ts';
import type { RuleSource } from './rule.ts';

/**
 * The tier the operator gave a remote tool, named as rules name it (an AG-UI agent's `<agent name>__<tool>`).
 * A remote tool without one is `unknown`, handled like `destructive` by allow rules.
 */
export interface ToolTierSetting {
  readonly source: RuleSource;
  readonly tool: string;
  readonly tier: SafetyTier;
}

/** JSON Schema of one setting in a rules file. */
export const toolTierSettingSchema = {
  type: 'object',
  required: ['source', 'tool', 'tier'],
  properties: {
    source: { enum: ['built-in', 'ag-ui', 'mcp', 'langgraph'] },
    tool: { type: 'string', minLength: 1, maxLength: 200 },
    tier: { enum: ['read-only', 'write', 'destructive'] },
  },
  additionalProperties: false,
} as const;

/** Where a setting is kept among the rule settings. */
export function toolTierKey(source: RuleSource, tool: string): string {
  return `tier:${source}:${tool}`;
}
