import type { JsonValue } from '../../core/json.ts';
import type { Decision } from '../../core/source.ts';
import type { ProposedAction } from './interrupt-request.ts';
import type { ActionDecision } from './resume-payload.ts';

/** A source decision turned into an action decision, or why it cannot be. */
export type ActionDecisionResult =
  | { readonly status: 'ready'; readonly decision: ActionDecision }
  | { readonly status: 'refused'; readonly reason: string };

/**
 * Turns the console's decision about one proposed action into what the interrupt takes: approve (the approved
 * arguments; an edit when they differ), decline with a reason (Agent Inbox's response, the middleware's reject
 * message), decline without one (ignore where allowed, else a reject).
 */
export function actionDecisionOf(decision: Decision, action: ProposedAction): ActionDecisionResult {
  if (decision.kind === 'approve')
    return { status: 'ready', decision: { kind: 'approve', args: decision.approvedArgs } };
  if (decision.kind === 'answer')
    return { status: 'refused', reason: `${action.name} is a proposed action: approve or decline it.` };
  const reason = decision.reason?.trim();
  if (reason) {
    if (action.allowed.includes('reject'))
      return { status: 'ready', decision: { kind: 'reject', message: reason } };
    const why = action.missing.find((entry) => entry.choice === 'reject')?.why ?? 'the interrupt takes none';
    const ignore = action.allowed.includes('ignore') ? ' Decline without a reason to ignore it.' : '';
    return { status: 'refused', reason: `${action.name} takes no written reason: ${why}.${ignore}` };
  }
  if (action.allowed.includes('ignore')) return { status: 'ready', decision: { kind: 'ignore' } };
  if (action.allowed.includes('reject')) return { status: 'ready', decision: { kind: 'reject' } };
  return {
    status: 'refused',
    reason: `${action.name} cannot be declined: the interrupt allows only approving it.`,
  };
}

/** The answer to a value interrupt: an answer decision's payload, or the `answer` argument of an approval. */
export function valueAnswerOf(
  decision: Decision,
): { status: 'ready'; answer: JsonValue } | { status: 'refused'; reason: string } {
  if (decision.kind === 'answer') return { status: 'ready', answer: decision.payload };
  if (decision.kind === 'approve') {
    const answer = decision.approvedArgs.answer;
    if (answer === undefined || answer === null)
      return { status: 'refused', reason: 'Write the answer as JSON in the answer field, then approve.' };
    return { status: 'ready', answer };
  }
  return { status: 'refused', reason: 'The graph is waiting for an answer: write it as JSON and approve.' };
}
