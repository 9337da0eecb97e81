import { isJsonObject } from '../../core/json.ts';
import type { ToolCall } from '../../core/tool-call.ts';
import { reviewLimitsOf } from '../../sources/langgraph/review-limits.ts';
import type { DecisionKind, ReviewNotice, ReviewOffer } from '../desk.ts';

/**
 * What the review may offer for a call of a LangGraph interrupt: a value interrupt takes a written answer; an
 * action request takes the decisions its config allows (`allowed` in the interrupt's metadata), each missing one
 * with the graph's reason, and edited arguments only when it takes an edit. The tier is the console's to add.
 */
export function reviewOfInterruptCall(call: ToolCall): ReviewOffer {
  const interrupt = call.interrupt;
  // The form edits the arguments against the schema the graph declared (or one inferred), kept on the call.
  const declared = interrupt?.metadata?.argsSchema;
  const schema = isJsonObject(declared) ? declared : undefined;
  if (!interrupt)
    return {
      schema,
      tier: undefined,
      editing: { status: 'editable' },
      decisions: [],
      missing: {},
      notices: [],
    };
  // A staged decision replaces the form, and the graph's notes with it.
  const notices: readonly ReviewNotice[] =
    interrupt.staged && call.status === 'pending' ? [] : ['interrupt-notes'];
  if (interrupt.reason === 'langgraph:value')
    return {
      schema,
      tier: undefined,
      editing: { status: 'editable' },
      decisions: ['approve', 'answer'],
      missing: { decline: 'The graph is waiting for an answer: write it as JSON and approve.' },
      notices,
    };
  const limits = reviewLimitsOf(call, interrupt);
  const missing: Partial<Record<DecisionKind, string>> = {
    ...(limits.approveBlockedReason ? { approve: limits.approveBlockedReason } : {}),
    ...(limits.declineBlockedReason ? { decline: limits.declineBlockedReason } : {}),
  };
  const decisions = (['approve', 'decline'] as const).filter((kind) => !missing[kind]);
  return {
    schema,
    tier: undefined,
    editing: limits.readOnlyReason
      ? { status: 'read-only', reason: limits.readOnlyReason }
      : { status: 'editable' },
    decisions,
    missing,
    notices,
  };
}
