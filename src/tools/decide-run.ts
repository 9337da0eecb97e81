import type { Refusal } from '../core/tool-call.ts';
import type { ToolDefinition, ToolPolicy } from './tool-definition.ts';

/** What happens to a call that passed its checks: it runs at once, waits for the operator, or is refused. */
export type RunDecision = 'run' | 'ask' | 'refuse';

/**
 * Applies the safety tier and the remembered policy: a read-only tool runs at once; a destructive tool always
 * asks (or is refused when its policy is `deny`, since `always-approve` must never skip the question); a write
 * tool follows its policy.
 */
export function decideRun(tool: Pick<ToolDefinition, 'tier'>, policy: ToolPolicy): RunDecision {
  switch (tool.tier) {
    case 'read-only':
      return 'run';
    case 'destructive':
      return policy === 'deny' ? 'refuse' : 'ask';
    case 'write':
      return policy === 'always-approve' ? 'run' : policy === 'deny' ? 'refuse' : 'ask';
  }
}

/** What the model is told when a policy of `deny` refuses a call. */
export function policyRefusal(tool: Pick<ToolDefinition, 'name'>): Refusal {
  return {
    source: 'policy',
    message:
      `The operator's policy for ${tool.name} is "deny": it does not run in this session, whatever its arguments. ` +
      'Do not call it again; propose another way or ask the operator.',
  };
}
