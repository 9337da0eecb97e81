import type { Conversation } from '../../core/conversation.ts';
import type { TokenMeter } from '../../workers/token-meter.ts';
import type { TokenMeterSnapshot } from '../../workers/token-meter-snapshot.ts';
import type { UsageReport } from './usage-reports.ts';
import { requestEstimate, usageGained } from './usage-reports.ts';

/** Passes the input tokens providers report on to the meter, once per model message, with the meter's estimate. */
export interface UsageReporter {
  /** Notes a conversation given to the meter, and queues the model messages that gained reported input tokens. */
  observe(conversation: Conversation, model: string): void;
  /** Reports each queued message whose request `snapshot` can now estimate. */
  settle(snapshot: TokenMeterSnapshot): void;
}

/**
 * Creates a reporter that calls `report` (the meter's `reportUsage`), and `onPrediction` with the prediction
 * for each reported request, so it can be kept beside the billed figure. A report waits until the meter has counted
 * everything the request carried, in the model it went to: an estimate from half-counted figures, or from
 * another model's tokenizer, would teach the calibration a wrong ratio.
 */
export function createUsageReporter(
  report: TokenMeter['reportUsage'],
  onPrediction?: (messageId: string, predicted: number) => void,
): UsageReporter {
  let seen: Conversation | undefined;
  const waiting = new Map<string, UsageReport>();
  const reported = new Set<string>();
  return {
    observe(conversation, model) {
      if (seen && seen.id !== conversation.id) waiting.clear();
      for (const gained of usageGained(seen, conversation, model))
        if (!reported.has(gained.messageId)) waiting.set(gained.messageId, gained);
      seen = conversation;
    },
    settle(snapshot) {
      const conversation = seen;
      if (waiting.size === 0 || !conversation) return;
      const ready: (readonly [UsageReport, number])[] = [];
      for (const [messageId, pending] of waiting) {
        if (snapshot.model.modelId !== pending.model) continue;
        const estimate = requestEstimate(conversation, messageId, snapshot);
        if (estimate !== undefined) ready.push([pending, estimate]);
        else if (!conversation.messages.some((message) => message.id === messageId))
          waiting.delete(messageId);
      }
      // Reporting recalibrates the meter, which calls back here: the queue is settled before that happens.
      for (const [pending] of ready) {
        waiting.delete(pending.messageId);
        reported.add(pending.messageId);
      }
      for (const [pending, estimatedTokens] of ready) {
        report(pending.inputTokens, { model: pending.model, estimatedTokens });
        onPrediction?.(pending.messageId, estimatedTokens);
      }
    },
  };
}
