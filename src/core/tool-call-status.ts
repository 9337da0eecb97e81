import type { JsonObject, JsonValue } from './json.ts';
import type { RuleReference } from './rules/rule.ts';
import type {
  Approval,
  CallDeadline,
  Decider,
  Refusal,
  ToolCall,
  ToolCallState,
  ToolCallStatus,
} from './tool-call.ts';
import { effectiveArgs, modifiedKeys } from './tool-call.ts';

/** What can happen to a tool call. The transition function decides whether it may. */
export type ToolCallEvent =
  | {
      readonly type: 'arguments-complete';
      readonly rawArguments: string;
      readonly args: JsonObject | null;
      readonly providerId?: string;
      readonly decorations?: Readonly<Record<string, JsonValue>>;
    }
  | { readonly type: 'refuse'; readonly refusal: Refusal }
  /** The checks passed and the tier or a rule wants the operator: the call starts waiting, keeping which rule
   * asked and until when. */
  | { readonly type: 'ask'; readonly askedBy?: RuleReference; readonly deadline?: CallDeadline }
  /** A `notify` deadline passed: the call keeps waiting until the next one. */
  | { readonly type: 'remind'; readonly deadline: CallDeadline }
  | {
      readonly type: 'approve';
      readonly by: Decider;
      readonly at: number;
      readonly feedback?: string;
      readonly rule?: RuleReference;
      /**
       * What a remote source is answered with, when that is not the call's effective arguments (an edit the
       * operator staged, or an answer to a question): it becomes the approval as it is.
       */
      readonly answer?: { readonly approvedArgs: JsonObject; readonly modifiedKeys: readonly string[] };
    }
  | {
      readonly type: 'decline';
      readonly by: Decider;
      readonly at: number;
      readonly reason?: string;
      readonly rule?: RuleReference;
    }
  | { readonly type: 'complete'; readonly at: number; readonly result: JsonValue }
  | { readonly type: 'fail'; readonly at: number; readonly error: string }
  | { readonly type: 'interrupt'; readonly reason: string; readonly ran?: 'no' | 'unknown' }
  | { readonly type: 'retry' }
  /** A remote source's interrupt was answered by someone else first: the call closes as declined, saying so. */
  | { readonly type: 'decided-elsewhere'; readonly at: number; readonly reason: string }
  /** A decision that never reached its remote source: the call waits again, with the operator's draft. */
  | { readonly type: 'unsent' };

/** Thrown when an event does not apply to the call's status; the message says what was attempted and why not. */
export class IllegalTransitionError extends Error {
  constructor(
    readonly from: ToolCallStatus,
    readonly event: ToolCallEvent['type'],
    reason: string,
  ) {
    super(`Cannot ${event.replace('-', ' ')} a tool call that is ${from}: ${reason}`);
    this.name = 'IllegalTransitionError';
  }
}

const allowedFrom: Readonly<Record<ToolCallEvent['type'], readonly ToolCallStatus[]>> = {
  'arguments-complete': ['streaming'],
  // From `executing`: the re-check just before running refused an approved call; its approval is kept.
  refuse: ['streaming', 'checking', 'pending', 'executing'],
  ask: ['checking'],
  remind: ['pending'],
  // From `checking` only by a policy (or the read-only tier): the operator decides pending calls.
  approve: ['pending', 'checking'],
  decline: ['pending'],
  complete: ['executing'],
  fail: ['executing'],
  interrupt: ['streaming', 'checking', 'executing', 'pending'],
  retry: ['interrupted', 'failed'],
  'decided-elsewhere': ['pending', 'executing'],
  unsent: ['executing', 'declined'],
};

function explain(from: ToolCallStatus, event: ToolCallEvent['type']): string {
  if (event === 'approve' && from === 'executing') return 'it is already running, and a call runs once.';
  if (event === 'approve' && (from === 'executed' || from === 'failed')) return 'it has already run once.';
  if (event === 'approve' || event === 'decline') return 'only a pending call can be decided.';
  if (event === 'complete' || event === 'fail') return 'only an executing call can finish.';
  if (event === 'retry') return 'only an interrupted or failed call can be retried.';
  return `this event applies only to ${allowedFrom[event].join(' or ')} calls.`;
}

function approvalOf(call: ToolCall, event: Extract<ToolCallEvent, { readonly type: 'approve' }>): Approval {
  const { by, at, feedback, rule, answer } = event;
  const approval: Approval = {
    by,
    at,
    approvedArgs: answer?.approvedArgs ?? effectiveArgs(call),
    modifiedKeys: answer?.modifiedKeys ?? modifiedKeys(call),
    ...(rule ? { rule } : {}),
  };
  return feedback && feedback.trim() ? { ...approval, feedback: feedback.trim() } : approval;
}

function withState(call: ToolCall, state: ToolCallState): ToolCall {
  const base = { ...call } as Record<string, unknown>;
  for (const key of [
    'refusal',
    'approval',
    'decidedAt',
    'reason',
    'by',
    'startedAt',
    'finishedAt',
    'result',
    'error',
    'ran',
    'askedBy',
    'deadline',
    'rule',
  ]) {
    delete base[key];
  }
  // Every transition is a newer state of the call: of two copies (two tabs), the higher revision wins.
  return { ...base, ...state, revision: (call.revision ?? 0) + 1 } as ToolCall;
}

/**
 * Whether Retry may run the call again: a failed call, or an interrupted one unless the record shows it started
 * and nobody saw it end (it may have run, and a call runs once).
 */
export function canRetry(call: ToolCall): boolean {
  if (call.status === 'failed') return true;
  return call.status === 'interrupted' && call.ran !== 'unknown';
}

/**
 * The tool call status machine. Returns the call after `event`, or throws {@link IllegalTransitionError}: an
 * executed call cannot be approved again, and a second run of an executing call is refused. Approval snapshots
 * the effective arguments as the approved arguments. Whole arguments (and a retry) lead to `checking`, never
 * straight to `pending`: a call the policy runs at once is never shown as waiting for the operator.
 */
export function transitionToolCall(call: ToolCall, event: ToolCallEvent): ToolCall {
  if (!allowedFrom[event.type].includes(call.status)) {
    throw new IllegalTransitionError(call.status, event.type, explain(call.status, event.type));
  }
  if (event.type === 'retry' && !canRetry(call)) {
    throw new IllegalTransitionError(
      call.status,
      event.type,
      'it may have run before it was interrupted, and a call runs once; ask the model to call it again if it did not.',
    );
  }
  if (event.type === 'approve' && call.status === 'checking' && event.by !== 'policy') {
    throw new IllegalTransitionError(
      call.status,
      event.type,
      'it is still being checked; the operator decides it once it waits.',
    );
  }
  switch (event.type) {
    case 'arguments-complete':
      return withState(
        {
          ...call,
          rawArguments: event.rawArguments,
          args: event.args,
          ...(event.providerId ? { providerId: event.providerId } : {}),
          ...(event.decorations ? { decorations: { ...call.decorations, ...event.decorations } } : {}),
        },
        { status: 'checking' },
      );
    case 'refuse':
      return withState(call, {
        status: 'refused',
        refusal: event.refusal,
        ...(call.status === 'executing' ? { approval: call.approval } : {}),
      });
    case 'approve':
      return withState(call, {
        status: 'executing',
        approval: approvalOf(call, event),
        startedAt: event.at,
      });
    case 'decline':
      return withState(call, {
        status: 'declined',
        decidedAt: event.at,
        by: event.by,
        ...(event.reason?.trim() ? { reason: event.reason.trim() } : {}),
        ...(event.rule ? { rule: event.rule } : {}),
      });
    case 'complete':
    case 'fail': {
      if (call.status !== 'executing')
        throw new IllegalTransitionError(call.status, event.type, 'not executing.');
      const common = { approval: call.approval, startedAt: call.startedAt, finishedAt: event.at };
      return event.type === 'complete'
        ? withState(call, { status: 'executed', ...common, result: event.result })
        : withState(call, { status: 'failed', ...common, error: event.error });
    }
    case 'interrupt':
      return withState(call, {
        status: 'interrupted',
        reason: event.reason,
        ...(event.ran ? { ran: event.ran } : {}),
        ...(call.status === 'executing' ? { approval: call.approval, startedAt: call.startedAt } : {}),
      });
    case 'remind':
      return { ...call, deadline: event.deadline } as ToolCall;
    case 'ask':
      return withState(call, {
        status: 'pending',
        ...(event.askedBy ? { askedBy: event.askedBy } : {}),
        ...(event.deadline ? { deadline: event.deadline } : {}),
      });
    case 'retry':
      // Checked again before anyone is asked: the data may have changed since it failed.
      return withState(call, { status: 'checking' });
    case 'decided-elsewhere':
      return withState(call, {
        status: 'declined',
        decidedAt: event.at,
        by: 'operator',
        reason: event.reason,
      });
    case 'unsent':
      return withState(call, { status: 'pending' });
  }
}

/** Statuses in which nothing more will happen without the operator. */
export function isSettled(status: ToolCallStatus): boolean {
  return (
    status === 'refused' ||
    status === 'declined' ||
    status === 'executed' ||
    status === 'failed' ||
    status === 'interrupted'
  );
}
