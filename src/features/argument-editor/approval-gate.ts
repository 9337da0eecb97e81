import type { JsonObject } from '../../core/json.ts';
import type { ToolCall } from '../../core/tool-call.ts';
import { effectiveArgs } from '../../core/tool-call.ts';
import { checkInputLimits } from '../../tools/input-limits.ts';
import { validateAgainstSchema } from '../../tools/schema-validation.ts';
import type { ArgumentProblem } from './argument-validation.ts';
import { validateArguments } from './argument-validation.ts';

/** Why a call cannot be approved as it stands, field by field and as the check before running would say it. */
export interface ApprovalGate {
  readonly problems: readonly ArgumentProblem[];
  readonly checkMessage: string | undefined;
  readonly canApprove: boolean;
}

/**
 * The gate in front of Approve: the call is pending, every JSON field parses, and its effective arguments pass
 * the same validation as the check before running (the tools' ajv with its formats, and the input limits).
 */
export function approvalGate(
  call: ToolCall,
  schema: JsonObject | undefined,
  unparseable: readonly string[],
): ApprovalGate {
  const effective = effectiveArgs(call);
  const problems = validateArguments(schema, effective);
  const checkMessage =
    checkInputLimits(call.name, JSON.stringify(effective), effective) ??
    (schema ? validateAgainstSchema(call.name, schema, effective) : undefined);
  return {
    problems,
    checkMessage,
    canApprove:
      call.status === 'pending' && !checkMessage && problems.length === 0 && unparseable.length === 0,
  };
}
