import type { Conversation, Message } from '../../core/conversation.ts';
import { isEffectivelyPruned } from '../../core/pruning.ts';
import type { TokenMeterSnapshot } from '../../workers/token-meter-snapshot.ts';

/** The prompt tokens a provider reported for the request that produced one model message. */
export interface UsageReport {
  readonly messageId: string;
  readonly inputTokens: number;
  /** The model the request went to, as the meter knows it. */
  readonly model: string;
}

function reportedInput(message: Message | undefined): number | undefined {
  const tokens = message?.role === 'model' ? message.usage?.inputTokens : undefined;
  return tokens !== undefined && tokens > 0 && Number.isFinite(tokens) ? tokens : undefined;
}

/**
 * Model messages of `next` whose reported input tokens appeared since `previous`: the provider's answer to a
 * request sent in this session. A conversation that was opened (loaded, imported, restored) brings its history
 * with it, already reported where it was recorded: none of it is new, so another id, or no previous
 * conversation, yields nothing. Messages are immutable, so only the ones that changed are looked at.
 */
export function usageGained(
  previous: Conversation | undefined,
  next: Conversation,
  model: string,
): readonly UsageReport[] {
  if (!previous || previous.id !== next.id || previous.messages === next.messages) return [];
  const reports: UsageReport[] = [];
  next.messages.forEach((message, index) => {
    const before = previous.messages[index];
    if (before === message) return;
    const inputTokens = reportedInput(message);
    if (inputTokens === undefined) return;
    const earlier =
      before?.id === message.id ? before : previous.messages.find((candidate) => candidate.id === message.id);
    if (reportedInput(earlier) === undefined) reports.push({ messageId: message.id, inputTokens, model });
  });
  return reports;
}

/**
 * The meter's estimate of the request that produced the message `messageId`: the system instructions, tool
 * declarations and the request's own framing, and every message before it (with its framing as it is now) at
 * the depth it had then (the message before it was the newest, at
 * depth 0), so parts that expired since still count as they were sent. Undefined while any of those figures is
 * still being counted, and when the message is not in the conversation.
 */
export function requestEstimate(
  conversation: Conversation,
  messageId: string,
  snapshot: TokenMeterSnapshot,
): number | undefined {
  const index = conversation.messages.findIndex((message) => message.id === messageId);
  if (index < 0) return undefined;
  // What is pending and not a part is the system instructions or a tool declaration.
  if (snapshot.pending > snapshot.pendingParts.size) return undefined;
  // The request's own framing (the reply's priming, a tool-use prompt), then each earlier message's as it is now.
  let framing = snapshot.breakdown.framing;
  const messageFraming = new Map<string, number>();
  for (const message of snapshot.messages) {
    framing -= message.framing;
    messageFraming.set(message.messageId, message.framing);
  }
  let total = snapshot.breakdown.system + snapshot.breakdown.tools + framing;
  for (let at = 0; at < index; at += 1) {
    const depth = index - 1 - at;
    total += messageFraming.get(conversation.messages[at]!.id) ?? 0;
    for (const part of conversation.messages[at]!.parts) {
      const cost = snapshot.perPart.get(part.id);
      if (!cost?.counted || snapshot.pendingParts.has(part.id)) return undefined;
      total += isEffectivelyPruned(part, depth) ? cost.header : cost.body;
    }
  }
  return total;
}
