import type { JsonObject } from '../../core/json.ts';
import type { Refusal, ToolCall } from '../../core/tool-call.ts';
import { effectiveArgs } from '../../core/tool-call.ts';
import { checkInputLimits } from '../../tools/input-limits.ts';
import { validateAgainstSchema } from '../../tools/schema-validation.ts';
import type { ArgumentProblem } from './argument-validation.ts';
import { validateArguments } from './argument-validation.ts';
import type { DraftCheck } from './draft-check.ts';

/** Why a call cannot be approved as it stands, field by field and as the check before running would say it. */
export interface ApprovalGate {
  /** What the tool's input schema says, field by field. */
  readonly problems: readonly ArgumentProblem[];
  readonly checkMessage: string | undefined;
  /** Why the call's tool cannot run now (its server went away); nothing is approvable until it is back. */
  readonly unavailable: string | undefined;
  /** What the tool's own check (data, access) says of the draft, once it has run. */
  readonly toolRefusal: Refusal | undefined;
  /** The draft's tool check has not answered yet. */
  readonly checking: boolean;
  /** Nothing refuses the draft as far as is known (it may still be checking). */
  readonly approvable: boolean;
  /** Approvable and checked: a key or "Approve all" may approve it now. */
  readonly canApprove: boolean;
}

const notNeeded: DraftCheck = { status: 'not-needed' };

/**
 * The gate in front of Approve: the call is pending, every JSON field parses, its effective arguments pass
 * the same validation as the check before running (the tools' ajv with its formats, and the input limits),
 * the tool's own check of the draft (`draftCheck`) did not refuse it, and the tool is available (`unavailable`
 * says why not: its server went away).
 */
export function approvalGate(
  call: ToolCall,
  schema: JsonObject | undefined,
  unparseable: readonly string[],
  draftCheck: DraftCheck = notNeeded,
  unavailable?: string,
): ApprovalGate {
  const effective = effectiveArgs(call);
  const problems = validateArguments(schema, effective);
  const checkMessage =
    checkInputLimits(call.name, JSON.stringify(effective), effective) ??
    (schema ? validateAgainstSchema(call.name, schema, effective) : undefined);
  const toolRefusal = draftCheck.status === 'refused' ? draftCheck.refusal : undefined;
  const approvable =
    call.status === 'pending' &&
    !checkMessage &&
    problems.length === 0 &&
    unparseable.length === 0 &&
    !toolRefusal &&
    unavailable === undefined;
  const checking = draftCheck.status === 'checking';
  return {
    problems,
    checkMessage,
    unavailable,
    toolRefusal,
    checking,
    approvable,
    canApprove: approvable && !checking,
  };
}

/**
 * Where a call stands for an approval, from its gate: `ready` (Approve, the `a` key and "Approve all" take it
 * now), `checking` (nothing refuses it, its draft's check has not answered yet: Approve waits for that check), or
 * `blocked` (something must be fixed first). The review's Approve and the queue's count both read this.
 */
export type ApprovalStanding = 'ready' | 'checking' | 'blocked';

/** The standing of a call whose gate is `gate`; see {@link ApprovalStanding}. */
export function approvalStanding(gate: ApprovalGate): ApprovalStanding {
  if (!gate.approvable) return 'blocked';
  return gate.checking ? 'checking' : 'ready';
}

/** The tool check's refusal as a problem at its field, when the check named the field. */
export function refusalProblems(refusal: Refusal | undefined): readonly ArgumentProblem[] {
  return refusal?.path ? [{ path: refusal.path, message: refusal.message }] : [];
}
