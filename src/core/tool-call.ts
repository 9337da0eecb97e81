import type { JsonObject, JsonValue } from './json.ts';
import { jsonEqual } from './json.ts';
import type { RuleReference, WaitDeadline } from './rules/rule.ts';
import type { CallInterrupt } from './source.ts';

/** Every status a tool call can be in. One field, never several booleans. */
export type ToolCallStatus =
  | 'streaming'
  | 'checking'
  | 'refused'
  | 'pending'
  | 'declined'
  | 'executing'
  | 'executed'
  | 'failed'
  | 'interrupted';

/**
 * Statuses of a call that is not settled and whose arguments the operator may still see change: arguments
 * arriving, being checked, or waiting for the operator.
 */
export function isUndecided(status: ToolCallStatus): boolean {
  return status === 'streaming' || status === 'checking' || status === 'pending';
}

/**
 * Which side a refusal came from: the checks, one side of access, a rule, or `unavailable`: the tool is known but
 * cannot run now (its MCP server went away).
 */
export type RefusalSource =
  | 'unknown-tool'
  | 'unparseable'
  | 'invalid-arguments'
  | 'check'
  | 'operator-access'
  | 'agent-access'
  | 'policy'
  | 'unavailable';

/** Why a call was refused before it could run. `message` is what the model is told. */
export interface Refusal {
  readonly source: RefusalSource;
  readonly message: string;
  /** The argument at fault, as a dotted path (`values.refund_amount`), when the check knows it. */
  readonly path?: string;
  /** The rule that denied the call, when one did. */
  readonly rule?: RuleReference;
}

/**
 * Runs every check a call passes before it runs (schema, the tool's own check, access, the rules; for a remote
 * call, the rules its source judges it by) on some arguments of the call `callId`: the review's draft check.
 */
export type DraftChecker = (
  name: string,
  args: JsonObject,
  signal: AbortSignal,
  callId: string,
) => Promise<Refusal | undefined>;

/** Who decided: the operator by hand, or automatically (a rule, the read-only tier, a passed deadline). */
export type Decider = 'operator' | 'policy';

/** The decision that let a call run, recorded before it starts. `approvedArgs` is what runs, byte for byte. */
export interface Approval {
  readonly by: Decider;
  readonly at: number;
  readonly approvedArgs: JsonObject;
  readonly modifiedKeys: readonly string[];
  readonly feedback?: string;
  /** The rule that let the call run without asking, when one did. */
  readonly rule?: RuleReference;
}

/**
 * How long a pending call may wait for the operator: an absolute time, so a reload keeps the countdown, and what
 * happens then. `rule` is the rule that set it; without one it is the source's setting.
 */
export interface CallDeadline extends WaitDeadline {
  readonly at: number;
  readonly rule?: RuleReference;
  /** How often the operator was notified again (for `notify`). */
  readonly notified?: number;
}

/** Status-specific data. Each status carries exactly what it needs. */
export type ToolCallState =
  | { readonly status: 'streaming' }
  /** Arguments whole, being checked and matched against the tier and policy; nobody is asked yet. */
  | { readonly status: 'checking' }
  | { readonly status: 'refused'; readonly refusal: Refusal; readonly approval?: Approval }
  | {
      readonly status: 'pending';
      /** The rule that asked for the operator, when one did (otherwise the tier asks). */
      readonly askedBy?: RuleReference;
      readonly deadline?: CallDeadline;
    }
  | {
      readonly status: 'declined';
      readonly decidedAt: number;
      readonly reason?: string;
      readonly by: Decider;
      /** The rule whose deadline declined the call, when one did. */
      readonly rule?: RuleReference;
    }
  | { readonly status: 'executing'; readonly approval: Approval; readonly startedAt: number }
  | {
      readonly status: 'executed';
      readonly approval: Approval;
      readonly startedAt: number;
      readonly finishedAt: number;
      readonly result: JsonValue;
    }
  | {
      readonly status: 'failed';
      readonly approval: Approval;
      readonly startedAt: number;
      readonly finishedAt: number;
      readonly error: string;
    }
  | {
      readonly status: 'interrupted';
      readonly approval?: Approval;
      readonly startedAt?: number;
      readonly reason: string;
      /**
       * What the record says of the run: `no` (it never started, Retry is safe), `unknown` (it started and
       * nobody saw it end, so Retry could run it twice). Absent when the operator stopped it.
       */
      readonly ran?: 'no' | 'unknown';
    };

/**
 * A tool call and its argument layers: `rawArguments` (wire text), `args` (parsed; null when unparseable),
 * `modifiedArgs` (the operator's draft). Effective args are derived, never stored.
 */
export type ToolCall = {
  /** Internal id, fixed when the call opens. */
  readonly id: string;
  /** The provider's id for the call, used when replaying to that provider. */
  readonly providerId?: string;
  readonly name: string;
  readonly rawArguments: string;
  readonly args: JsonObject | null;
  readonly modifiedArgs: JsonObject;
  /** Provider decorations kept for replay (thought signatures, item ids). */
  readonly decorations?: Readonly<Record<string, JsonValue>>;
  /** Which provider issued the call: decorations are replayed only to it. */
  readonly issuedBy?: string;
  /**
   * Counts the call's changes (each status transition and each draft edit). Of two copies of one call (two tabs,
   * a save over a newer stored state) the higher revision is the newer; absent counts as 0.
   */
  readonly revision?: number;
  /** The remote agent's interrupt this call answers, for a call from a remote source. */
  readonly interrupt?: CallInterrupt;
  /**
   * `operator`: the operator called the tool by hand; absent: the model proposed it. The model never sees such a
   * call, only its result, and only once the operator adds it to the conversation (`resultShared`).
   */
  readonly initiatedBy?: 'operator';
  /** The operator added the result of their own call to the conversation, as a message of theirs. */
  readonly resultShared?: true;
} & ToolCallState;

/** The arguments that would run now: args overlaid with the operator's modifications. */
export function effectiveArgs(call: Pick<ToolCall, 'args' | 'modifiedArgs'>): JsonObject {
  return { ...(call.args ?? {}), ...call.modifiedArgs };
}

/** Keys the operator changed, in the order of the draft. */
export function modifiedKeys(call: Pick<ToolCall, 'modifiedArgs'>): readonly string[] {
  return Object.keys(call.modifiedArgs);
}

/**
 * Sets one top-level argument in the operator's draft. A value equal to the original removes the key from the
 * draft, so the list of modified keys never shows a key that is back to what the model proposed.
 */
export function setModifiedArgument<T extends Pick<ToolCall, 'args' | 'modifiedArgs'>>(
  call: T,
  key: string,
  value: JsonValue,
): T {
  const original = call.args?.[key];
  const { [key]: _previous, ...rest } = call.modifiedArgs;
  if (original !== undefined && jsonEqual(original, value)) return { ...call, modifiedArgs: rest };
  return { ...call, modifiedArgs: { ...rest, [key]: value } };
}

/** Puts one argument back to what the model proposed. */
export function resetModifiedArgument<T extends Pick<ToolCall, 'modifiedArgs'>>(call: T, key: string): T {
  if (!Object.hasOwn(call.modifiedArgs, key)) return call;
  const { [key]: _removed, ...rest } = call.modifiedArgs;
  return { ...call, modifiedArgs: rest };
}

/** Every change of the draft: the old (proposed) value and the new one, for notes to the model and the diff. */
export function argumentChanges(
  call: Pick<ToolCall, 'args' | 'modifiedArgs'>,
): readonly { readonly key: string; readonly from: JsonValue | undefined; readonly to: JsonValue }[] {
  return Object.entries(call.modifiedArgs).map(([key, to]) => ({ key, from: call.args?.[key], to }));
}

/** The approval that let the call run, when there was one (kept through executed, failed, interrupted, refused). */
export function approvalOf(call: ToolCall): Approval | undefined {
  return 'approval' in call ? call.approval : undefined;
}

/**
 * The arguments the call stands for now: the approved snapshot once approved; while the call is still open
 * (streaming, checking, pending), the effective arguments, which are what an approval would run; once it settled without
 * an approval (declined, refused, interrupted while waiting), the model's own proposal. Null when the model's
 * arguments did not parse and nothing was approved.
 */
export function currentArguments(call: ToolCall): JsonObject | null {
  const approval = approvalOf(call);
  if (approval) return approval.approvedArgs;
  if (!call.args) return null;
  return isUndecided(call.status) ? effectiveArgs(call) : call.args;
}

/**
 * The arguments the call is replayed with in the model's own turn: the approved snapshot when it ran (or was
 * running: executing, executed, failed, interrupted after approval); the effective arguments while it is open;
 * otherwise (declined, refused, even after an approval) the model's own proposal, since nothing the operator
 * typed ran and the model's history stays what it said. The response tells it what the operator changed.
 */
export function replayedArguments(call: ToolCall): JsonObject | null {
  if (call.status === 'refused') return call.args;
  return currentArguments(call);
}

/**
 * The keys the operator changed that the model is told of: those of the approval once approved, the draft's
 * while the call is open, none for a call that settled without an approval (its draft never ran).
 */
export function reportedModifiedKeys(call: ToolCall): readonly string[] {
  const approval = approvalOf(call);
  if (approval) return approval.modifiedKeys;
  return isUndecided(call.status) ? modifiedKeys(call) : [];
}
