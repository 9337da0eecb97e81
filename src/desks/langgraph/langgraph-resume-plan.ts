import { allToolCalls } from '../../core/conversation.ts';
import type { Conversation } from '../../core/conversation.ts';
import type { JsonValue } from '../../core/json.ts';
import type { ToolCall } from '../../core/tool-call.ts';
import { actionDecisionOf, valueAnswerOf } from '../../sources/langgraph/decision-mapping.ts';
import type { ActionDecision } from '../../sources/langgraph/resume-payload.ts';
import { resumeFor } from '../../sources/langgraph/resume-payload.ts';
import type { OpenInterrupt } from '../../sources/langgraph/thread-interrupt.ts';
import { resumeCommandValue } from '../../sources/langgraph/thread-interrupt.ts';

/** The pending calls that answer one interrupt, in its action order. */
export function interruptCalls(conversation: Conversation, interruptId: string): readonly ToolCall[] {
  const index = (call: ToolCall) => {
    const value = call.interrupt?.metadata?.actionIndex;
    return typeof value === 'number' ? value : 0;
  };
  return allToolCalls(conversation)
    .filter((call) => call.status === 'pending' && call.interrupt?.id === interruptId)
    .sort((a, b) => index(a) - index(b));
}

/** The resume value for the staged decisions of `calls`, from the interrupt as the server holds it now. */
export function resumeValueOf(
  open: readonly OpenInterrupt[],
  current: OpenInterrupt,
  calls: readonly ToolCall[],
):
  | { readonly status: 'ready'; readonly value: JsonValue }
  | { readonly status: 'refused'; readonly reason: string } {
  const request = current.request;
  if (request.form === 'value') {
    const staged = calls[0]?.interrupt?.staged;
    const answer = staged
      ? valueAnswerOf(staged)
      : { status: 'refused' as const, reason: 'Nothing decided.' };
    return answer.status === 'ready'
      ? { status: 'ready', value: resumeCommandValue(open, current.id, answer.answer) }
      : answer;
  }
  if (calls.length !== request.actions.length)
    return { status: 'refused', reason: 'The interrupt changed on the deployment: open the thread again.' };
  const decisions: ActionDecision[] = [];
  for (const [index, call] of calls.entries()) {
    const action = request.actions[index]!;
    const mapped = actionDecisionOf(call.interrupt!.staged!, action);
    if (mapped.status === 'refused') return mapped;
    decisions.push(mapped.decision);
  }
  const resume = resumeFor(request, decisions);
  return resume.status === 'ready'
    ? { status: 'ready', value: resumeCommandValue(open, current.id, resume.resume) }
    : resume;
}
