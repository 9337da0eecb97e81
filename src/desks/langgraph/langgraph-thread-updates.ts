import type { Conversation } from '../../core/conversation.ts';
import type { JsonObject } from '../../core/json.ts';
import { changedKeys } from '../../core/argument-changes.ts';
import type { ToolCall } from '../../core/tool-call.ts';
import { approvalOf } from '../../core/tool-call.ts';
import { transitionToolCall } from '../../core/tool-call-status.ts';
import { allToolCalls } from '../../core/conversation.ts';
import { threadConversation } from '../../sources/langgraph/thread-conversation.ts';
import type { OpenInterrupt } from '../../sources/langgraph/thread-interrupt.ts';
import { openThreadInterrupts } from '../../sources/langgraph/thread-interrupt.ts';
import type { InboxOutcome } from '../../core/inbox-outcome.ts';
import { declinedAsStaged } from '../../core/staged-decision.ts';

/** Applies `change` to every call of the conversation; a call it returns undefined for stays as it is. */
export function applyToCalls(
  conversation: Conversation,
  change: (call: ToolCall) => ToolCall | undefined,
): Conversation {
  let changed = false;
  const messages = conversation.messages.map((message) => {
    let touched = false;
    const parts = message.parts.map((part) => {
      if (part.kind !== 'tool-call') return part;
      const next = change(part.call);
      if (!next || next === part.call) return part;
      touched = true;
      return { ...part, call: { ...next, revision: (part.call.revision ?? 0) + 1 } };
    });
    if (!touched) return message;
    changed = true;
    return { ...message, parts };
  });
  return changed ? { ...conversation, messages } : conversation;
}

/** Whether the call was declined by the decision this tab staged and sent (not closed as decided elsewhere). */
function declinedHere(call: ToolCall): boolean {
  const staged = call.interrupt?.staged;
  return (
    call.status === 'declined' &&
    staged?.kind === 'decline' &&
    call.by === staged.by &&
    (call.reason ?? '') === (staged.reason?.trim() ?? '')
  );
}

/**
 * The approval this tab sent for a call, when it has one: the deployment's history holds the model's arguments
 * only, while what ran is what the operator approved (an edit), so the history call keeps the tab's approval.
 */
function sentApproval(call: ToolCall, before: ToolCall): ToolCall | undefined {
  // A decline this tab sent reaches the graph as a tool message ("the operator answered …"), which the history
  // maps as a result: the call stays declined, with the reason the operator (or a rule) gave.
  if (call.status !== 'pending' && declinedHere(before)) return before;
  const approval = approvalOf(before);
  if (!approval || !before.interrupt) return undefined;
  // A node that asks one interrupt at a time writes its results when it ends: until then the call is as sent.
  if (call.status === 'interrupted' && before.status === 'executing') return before;
  if (call.status !== 'executed' && call.status !== 'failed') return undefined;
  return { ...call, modifiedArgs: before.modifiedArgs, approval, interrupt: before.interrupt };
}

/**
 * The thread read again, laid over what the tab holds: the history as the deployment has it now, its calls
 * with the arguments this tab approved, and the open interrupt's calls with the operator's drafts and staged
 * decisions kept when it is the same interrupt.
 */
export function settledConversation(
  held: Conversation,
  thread: JsonObject,
  deploymentId: string,
): Conversation {
  const open = openThreadInterrupts(thread)[0];
  const mapped = threadConversation(thread, {
    deploymentId,
    title: held.title,
    ...(open ? { interrupt: open } : {}),
  }).conversation;
  const previous = new Map(allToolCalls(held).map((call) => [call.id, call]));
  const carried = carryRevisions({ ...mapped, createdAt: held.createdAt }, previous);
  return applyToCalls(carried, (call) => {
    const before = previous.get(call.id);
    if (!before) return undefined;
    if (call.status !== 'pending') return sentApproval(call, before);
    if (before.status !== 'pending') return undefined;
    if (before.interrupt?.id !== call.interrupt?.id) return undefined;
    return { ...call, modifiedArgs: before.modifiedArgs, interrupt: before.interrupt };
  });
}

/**
 * Gives each call read from the deployment the revision of the copy this tab held, and one more when it moved
 * on: a save then never takes the stored copy (executing, say) for newer than the call's outcome.
 */
function carryRevisions(conversation: Conversation, previous: ReadonlyMap<string, ToolCall>): Conversation {
  const messages = conversation.messages.map((message) => {
    if (!message.parts.some((part) => part.kind === 'tool-call' && previous.has(part.call.id)))
      return message;
    const parts = message.parts.map((part) => {
      const before = part.kind === 'tool-call' ? previous.get(part.call.id) : undefined;
      if (part.kind !== 'tool-call' || !before) return part;
      const revision = (before.revision ?? 0) + (before.status === part.call.status ? 0 : 1);
      return { ...part, call: { ...part.call, revision } };
    });
    return { ...message, parts };
  });
  return { ...conversation, messages };
}

/** What {@link reopenedConversation} knows besides the thread: where it is, its title, and this tab's outcome. */
export interface ReopenContext {
  readonly deploymentId: string;
  readonly title: string;
  readonly open: OpenInterrupt | undefined;
  readonly outcome: InboxOutcome | undefined;
}

/**
 * The conversation a thread opens as, read afresh from the deployment: as mapped when this tab holds nothing of
 * it; as held when the same interrupt still waits (drafts and staged decisions kept) or a run is going (it shows
 * what it was until the run settles); otherwise the deployment's state laid over what is held, keeping the
 * calls this tab found answered elsewhere (or deleted) as it recorded them, so their outcome stays in view.
 */
export function reopenedConversation(
  held: Conversation | undefined,
  thread: JsonObject,
  context: ReopenContext,
): Conversation {
  const { deploymentId, title, open, outcome } = context;
  if (!held)
    return threadConversation(thread, { deploymentId, title, ...(open ? { interrupt: open } : {}) })
      .conversation;
  const waiting = (call: ToolCall) => call.status === 'pending' && call.interrupt?.id === open?.id;
  if (open && allToolCalls(held).some(waiting)) return held;
  if (thread.status === 'busy') return held;
  const settled = settledConversation(held, thread, deploymentId);
  if (outcome?.status !== 'decided-elsewhere' && outcome?.status !== 'deleted') return settled;
  const before = new Map(allToolCalls(held).map((call) => [call.id, call]));
  return applyToCalls(settled, (call) => {
    const recorded = before.get(call.id);
    return recorded?.status === 'declined' && recorded.interrupt?.id === outcome.interruptId
      ? { ...recorded, revision: Math.max(recorded.revision ?? 0, call.revision ?? 0) }
      : undefined;
  });
}

/**
 * A pending call of the interrupt as its staged decision leaves: declined with the reason, or executing with what
 * was approved (an answer as `{answer}`) and the keys the edit changed; undefined for any other call.
 */
export function sentCall(call: ToolCall, interruptId: string, at: number): ToolCall | undefined {
  const staged =
    call.interrupt?.id === interruptId && call.status === 'pending' ? call.interrupt.staged : undefined;
  if (!staged) return undefined;
  if (staged.kind === 'decline') return declinedAsStaged(call, staged, at);
  return transitionToolCall(call, {
    type: 'approve',
    by: staged.by,
    at,
    ...(staged.kind === 'approve' && staged.feedback ? { feedback: staged.feedback } : {}),
    answer:
      staged.kind === 'approve'
        ? { approvedArgs: staged.approvedArgs, modifiedKeys: changedKeys(call.args, staged.approvedArgs) }
        : { approvedArgs: { answer: staged.payload }, modifiedKeys: [] },
  });
}

/**
 * A call of the interrupt back to waiting after its resume never reached the deployment, with the operator's
 * draft and without the staged decision, so the next decision sends the same interrupt again.
 */
export function waitingAgain(call: ToolCall, interruptId: string): ToolCall | undefined {
  if (call.interrupt?.id !== interruptId || (call.status !== 'executing' && call.status !== 'declined'))
    return undefined;
  const { staged: _staged, ...interrupt } = call.interrupt;
  return { ...transitionToolCall(call, { type: 'unsent' }), interrupt };
}

/** A call of the interrupt, waiting or sent, closed because someone else answered it first (or it is gone). */
export function answeredElsewhereCall(
  call: ToolCall,
  interruptId: string,
  at: number,
  reason: string,
): ToolCall | undefined {
  return call.interrupt?.id === interruptId && (call.status === 'pending' || call.status === 'executing')
    ? transitionToolCall(call, { type: 'decided-elsewhere', at, reason })
    : undefined;
}

/**
 * A call its approval set going, closed because the operator cancelled the run that carried it: whether the tool
 * had run on the deployment is unknown, so no Retry is offered and nothing is sent again.
 */
export function stoppedCall(call: ToolCall, interruptId: string, reason: string): ToolCall | undefined {
  return call.interrupt?.id === interruptId && call.status === 'executing'
    ? transitionToolCall(call, { type: 'interrupt', reason, ran: 'unknown' })
    : undefined;
}
