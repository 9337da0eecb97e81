import type { JsonObject, JsonValue } from '../../core/json.ts';
import { jsonEqual } from '../../core/json.ts';
import type { ActionChoice, InterruptRequest, ProposedAction } from './interrupt-request.ts';

/**
 * The operator's decision about one proposed action: run it with these arguments (the proposed ones, or
 * edited), reject it with an optional message the graph receives, or ignore it.
 */
export type ActionDecision =
  | { readonly kind: 'approve'; readonly args: JsonObject }
  | { readonly kind: 'reject'; readonly message?: string }
  | { readonly kind: 'ignore' };

/** A resume ready to send (`command: {resume}`), or why the decisions cannot make one. */
export type ResumeResult =
  | { readonly status: 'ready'; readonly resume: JsonValue }
  | { readonly status: 'refused'; readonly reason: string };

/** Which of the interrupt's choices a decision needs: approving edited arguments is an edit. */
export function choiceOf(decision: ActionDecision, action: ProposedAction): ActionChoice {
  if (decision.kind !== 'approve') return decision.kind;
  return jsonEqual(decision.args, action.args) ? 'approve' : 'edit';
}

function refusalFor(decision: ActionDecision, action: ProposedAction): string | undefined {
  const choice = choiceOf(decision, action);
  if (action.allowed.includes(choice)) return undefined;
  const why =
    action.missing.find((entry) => entry.choice === choice)?.why ?? 'the interrupt does not allow it';
  const verb = { approve: 'approved', edit: 'edited', reject: 'rejected', ignore: 'ignored' }[choice];
  return `${action.name} cannot be ${verb}: ${why}.`;
}

function inboxResponse(decision: ActionDecision, action: ProposedAction): JsonObject | string {
  switch (decision.kind) {
    case 'approve':
      return jsonEqual(decision.args, action.args)
        ? { type: 'accept', args: null }
        : { type: 'edit', args: { action: action.name, args: decision.args } };
    case 'reject':
      if (decision.message === undefined || decision.message.trim() === '')
        return `${action.name} needs a written response: Agent Inbox's response carries the operator's text.`;
      return { type: 'response', args: decision.message };
    case 'ignore':
      return { type: 'ignore', args: null };
  }
}

function middlewareDecision(decision: ActionDecision, action: ProposedAction): JsonObject | string {
  switch (decision.kind) {
    case 'approve':
      return jsonEqual(decision.args, action.args)
        ? { type: 'approve' }
        : { type: 'edit', editedAction: { name: action.name, args: decision.args } };
    case 'reject':
      return decision.message === undefined || decision.message.trim() === ''
        ? { type: 'reject' }
        : { type: 'reject', message: decision.message };
    case 'ignore':
      return `${action.name} cannot be ignored: LangChain middleware needs a decision for every action request.`;
  }
}

/**
 * Turns one decision per proposed action (in the interrupt's order) into the resume the graph expects:
 * Agent Inbox's `HumanResponse` list, or LangChain middleware's `{decisions}`. A decision the interrupt does not
 * allow, a missing decision, or an Agent Inbox response without text is refused with the reason.
 */
export function resumeFor(request: InterruptRequest, decisions: readonly ActionDecision[]): ResumeResult {
  if (request.form === 'value') return { status: 'refused', reason: 'This interrupt takes a JSON answer.' };
  if (decisions.length !== request.actions.length)
    return {
      status: 'refused',
      reason: `The interrupt asks about ${request.actions.length} actions; ${decisions.length} decided.`,
    };
  const answers: JsonObject[] = [];
  for (const [index, action] of request.actions.entries()) {
    const decision = decisions[index]!;
    const refused = refusalFor(decision, action);
    if (refused) return { status: 'refused', reason: refused };
    const answer =
      request.form === 'agent-inbox' ? inboxResponse(decision, action) : middlewareDecision(decision, action);
    if (typeof answer === 'string') return { status: 'refused', reason: answer };
    answers.push(answer);
  }
  return { status: 'ready', resume: request.form === 'agent-inbox' ? answers : { decisions: answers } };
}

/**
 * What LangChain's middleware does with a set of decisions that the operator should know before sending: when
 * one action is rejected, the middleware sends every action back to the model and none of the approved ones
 * runs.
 */
export function middlewareRejectNote(
  request: InterruptRequest,
  decisions: readonly ActionDecision[],
): string | undefined {
  if (request.form !== 'hitl-middleware' || request.actions.length < 2) return undefined;
  const rejected = decisions.some((decision) => decision.kind === 'reject');
  const approved = decisions.some((decision) => decision.kind === 'approve');
  return rejected && approved
    ? 'A rejection sends all these actions back to the model: the approved ones do not run this time.'
    : undefined;
}

/** A JSON answer for an interrupt of any other form: the text must parse; the parsed value is the resume. */
export function answerFromText(textAnswer: string): ResumeResult {
  if (textAnswer.trim() === '') return { status: 'refused', reason: 'Write the answer as JSON.' };
  try {
    return { status: 'ready', resume: JSON.parse(textAnswer) as JsonValue };
  } catch (error) {
    return { status: 'refused', reason: `The answer is not valid JSON: ${(error as Error).message}` };
  }
}
