import type { Conversation, Message } from '../core/conversation.ts';
import type { Part } from '../core/part.ts';
import type { ToolCall } from '../core/tool-call.ts';
import type { ToolEffects } from '../tools/tool-definition.ts';
import type { ClaimOutcome } from './agent-options.ts';
import { transitionToolCall } from '../core/tool-call-status.ts';
import { isRemoteSource, sourceOf } from '../core/source.ts';

/**
 * What the record says of a run that was live when the page went away: whether it was claimed, how it ended (as
 * its claim recorded, or as its receipt shows), and what its tool said a reload can learn of it.
 */
export interface RunRecord {
  readonly claimed: boolean;
  readonly outcome?: ClaimOutcome;
  readonly effects?: ToolEffects;
}

/** Why a call or message that was live when the page went away no longer is. */
export const reloadReasons = {
  executing: 'the page was reloaded while it ran; it may or may not have finished',
  mayHaveRun:
    'the page was reloaded while it ran and nothing recorded its end, so it may have run: check before asking for it again',
  notStarted: 'the page was reloaded before it started; it did not run',
  noEffect:
    'the page was reloaded before it took effect (its tool keeps a receipt of every run, and none is stored); it did not run',
  readOnly: 'the page was reloaded while it ran; it changes nothing, so running it again is safe',
  streaming: 'the page was reloaded before its arguments were complete',
  message: 'The page was reloaded while the model was answering.',
} as const;

/**
 * A call a reload left executing, settled by its record: the outcome its claim or its receipt kept; interrupted
 * with `ran: 'no'` when it was never claimed, or when its tool keeps receipts (or changes nothing) and none was
 * found; interrupted with `ran: 'unknown'` when it was claimed and nothing tells whether it ran.
 */
export function settleReloadedRun(call: ToolCall, record: RunRecord | undefined): ToolCall {
  const outcome = record?.outcome;
  if (outcome?.kind === 'executed')
    return transitionToolCall(call, { type: 'complete', at: outcome.finishedAt, result: outcome.result });
  if (outcome?.kind === 'failed')
    return transitionToolCall(call, { type: 'fail', at: outcome.finishedAt, error: outcome.error });
  if (!record?.claimed)
    return transitionToolCall(call, { type: 'interrupt', reason: reloadReasons.notStarted, ran: 'no' });
  // A tool that keeps receipts and left none (or that changes nothing) took no effect: running it is safe.
  if (record.effects) {
    const reason = record.effects === 'receipted' ? reloadReasons.noEffect : reloadReasons.readOnly;
    return transitionToolCall(call, { type: 'interrupt', reason, ran: 'no' });
  }
  return transitionToolCall(call, { type: 'interrupt', reason: reloadReasons.mayHaveRun, ran: 'unknown' });
}

/**
 * What is known of the runs a reload cut off: their records, `left` when the built-in desk settles them once the
 * conversation is open (`desks/built-in/built-in-settle.ts`), or nothing (an imported file).
 */
type Runs = ReadonlyMap<string, RunRecord> | 'left' | undefined;

function revivePart(part: Part, runs: Runs, remote: boolean): Part {
  if (part.kind !== 'tool-call') return part;
  const { call } = part;
  // A remote agent runs its own tools: the result comes from its side, whatever this page did.
  if (call.status === 'executing') {
    if (remote || runs === 'left') return part;
    const settled = runs
      ? settleReloadedRun(call, runs.get(call.id))
      : transitionToolCall(call, { type: 'interrupt', reason: reloadReasons.executing });
    return { ...part, call: settled };
  }
  // Its checks were cut off: it waits for the operator, and approving it runs the checks again first.
  if (call.status === 'checking') return { ...part, call: transitionToolCall(call, { type: 'ask' }) };
  if (call.status === 'streaming') {
    const refusal = {
      source: 'unparseable' as const,
      message: `Its arguments never arrived whole (${reloadReasons.streaming}), so it did not run.`,
    };
    return { ...part, call: transitionToolCall(call, { type: 'refuse', refusal }) };
  }
  return part;
}

function reviveMessage(message: Message, runs: Runs, remote: boolean): Message {
  const parts = message.parts.map((part) => revivePart(part, runs, remote));
  const changed = parts.some((part, index) => part !== message.parts[index]);
  if (message.status === 'streaming')
    return { ...message, parts, status: 'incomplete', error: reloadReasons.message };
  return changed ? { ...message, parts } : message;
}

/**
 * The conversation as it is after a reload, when nothing is running any more. A call that was executing is
 * settled from `runs`, its record ({@link settleReloadedRun}; no Retry when it may have run), or left executing
 * for the built-in desk to settle (`'left'`); without records (an imported file) it is `interrupted` (the
 * operator may retry it). A call still streaming is refused (its arguments never completed), a message still
 * streaming is incomplete, a call still being checked waits for the operator. Pending calls stay pending, with
 * their drafts. A remote source's approved calls stay executing: its agent runs them.
 */
export function reviveConversation(conversation: Conversation, runs?: Runs): Conversation {
  const remote = isRemoteSource(sourceOf(conversation));
  const messages = conversation.messages.map((message) => reviveMessage(message, runs, remote));
  const changed = messages.some((message, index) => message !== conversation.messages[index]);
  return changed ? { ...conversation, messages } : conversation;
}
