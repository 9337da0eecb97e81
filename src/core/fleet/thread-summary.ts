import type { Conversation, Message } from '../conversation.ts';
import type { CallTier } from '../safety-tier.ts';
import { callTiers } from '../safety-tier.ts';
import type { ToolCall } from '../tool-call.ts';

/** One call waiting in a thread, with when it was proposed (its message's time). */
export interface WaitingCall {
  readonly call: ToolCall;
  readonly since: number;
}

/** What the fleet reads of one thread's conversation: its waiting calls, oldest first, and its last activity. */
export interface ThreadSummary {
  readonly waiting: readonly WaitingCall[];
  /** When the oldest waiting call was proposed; undefined when none waits. */
  readonly oldestWaitAt: number | undefined;
  /** The nearest deadline of a waiting call; undefined when none has one. */
  readonly nearestDeadlineAt: number | undefined;
  /** When the newest message was written (the conversation's creation when it has none). */
  readonly lastActivityAt: number;
}

const summaries = new WeakMap<Conversation, ThreadSummary>();
const waitingByMessage = new WeakMap<Message, readonly WaitingCall[]>();
const none: readonly WaitingCall[] = [];

function messageWaiting(message: Message): readonly WaitingCall[] {
  let found = waitingByMessage.get(message);
  if (!found) {
    const calls: WaitingCall[] = [];
    for (const part of message.parts)
      if (part.kind === 'tool-call' && part.call.status === 'pending')
        calls.push({ call: part.call, since: message.createdAt });
    found = calls.length > 0 ? calls : none;
    waitingByMessage.set(message, found);
  }
  return found;
}

/**
 * The {@link ThreadSummary} of a conversation, worked out once per (immutable) conversation object and, within
 * it, once per message object: an event streaming into one thread of a hundred re-reads the one message it
 * changed, not the fleet.
 */
export function threadSummary(conversation: Conversation): ThreadSummary {
  const cached = summaries.get(conversation);
  if (cached) return cached;
  const waiting: WaitingCall[] = [];
  let nearestDeadlineAt: number | undefined;
  for (const message of conversation.messages) {
    for (const entry of messageWaiting(message)) {
      waiting.push(entry);
      const at = entry.call.status === 'pending' ? entry.call.deadline?.at : undefined;
      if (at !== undefined && (nearestDeadlineAt === undefined || at < nearestDeadlineAt))
        nearestDeadlineAt = at;
    }
  }
  const last = conversation.messages.at(-1);
  const summary: ThreadSummary = {
    waiting: waiting.length > 0 ? waiting : none,
    oldestWaitAt: waiting.length > 0 ? Math.min(...waiting.map((entry) => entry.since)) : undefined,
    nearestDeadlineAt,
    lastActivityAt: last ? last.createdAt : conversation.createdAt,
  };
  summaries.set(conversation, summary);
  return summary;
}

/** The tiers of the waiting calls, each once, safest first. */
export function waitingTiers(
  waiting: readonly WaitingCall[],
  tierOf: (call: ToolCall) => CallTier | undefined,
): readonly CallTier[] {
  const tiers = new Set<CallTier>();
  for (const entry of waiting) tiers.add(tierOf(entry.call) ?? 'unknown');
  return callTiers.filter((tier) => tiers.has(tier));
}
