import type { Conversation } from '../../core/conversation.ts';
import type { ReasoningReach, ToolDeclaration } from '../../core/model-request.ts';
import type { ProviderKind } from '../../providers/provider-settings.ts';
import type { ContextReading, ContextSource } from '../../features/context-meter/context-reading.ts';
import type { PartTokenSource } from '../../features/timeline/part-token-source.ts';
import type { TokenMeter } from '../../workers/token-counter-main.ts';
import type { TokenMeterSnapshot } from '../../workers/token-meter-snapshot.ts';
import { createUsageReporter } from './usage-reporter.ts';

/** The token meter as the console reads it: one count, shown in the header and beside each part. */
export interface ConsoleMeter extends ContextSource, PartTokenSource {
  update(
    conversation: Conversation,
    modelId: string,
    tools: readonly ToolDeclaration[],
    reach?: ReasoningReach,
    provider?: ProviderKind,
  ): void;
}

/** The header's reading of a snapshot. */
export function readingOf(snapshot: TokenMeterSnapshot): ContextReading {
  const { totals, breakdown, model } = snapshot;
  return {
    status: snapshot.status === 'ready' ? 'ready' : 'counting',
    effectiveTokens: totals.tokens,
    contextWindow: totals.contextWindow,
    modelLabel: model.known ? model.family : `${model.modelId || 'Unknown model'} (not in the catalog)`,
    ...(totals.costUsd === undefined ? {} : { costUsd: totals.costUsd }),
    breakdown: {
      system: breakdown.system,
      tools: breakdown.tools,
      history: breakdown.activeHistory,
      prunedSavings: breakdown.pruningSavings,
    },
    estimate: snapshot.estimate,
    ...(snapshot.calibrated
      ? {
          calibrated: {
            tokens: snapshot.calibrated.tokens,
            ratio: snapshot.calibrated.ratio,
            samples: snapshot.calibrated.samples,
          },
        }
      : {}),
  };
}

/**
 * Adapts the worker-backed token meter to the two views that read it. The reading is derived once per
 * snapshot, so useSyncExternalStore sees the same object until the meter changes. It also hands the meter the
 * input tokens providers report on model messages, to calibrate its estimates.
 */
export function createConsoleMeter(meter: TokenMeter): ConsoleMeter {
  const usage = createUsageReporter((inputTokens, options) => meter.reportUsage(inputTokens, options));
  meter.subscribe(() => usage.settle(meter.snapshot()));
  let source: TokenMeterSnapshot | undefined;
  let reading: ContextReading | undefined;
  const current = () => {
    const snapshot = meter.snapshot();
    if (snapshot !== source || !reading) {
      source = snapshot;
      reading = readingOf(snapshot);
    }
    return reading;
  };
  return {
    subscribe: (listener) => meter.subscribe(listener),
    reading: current,
    tokensOf(partId) {
      const cost = meter.snapshot().perPart.get(partId);
      return cost?.counted ? cost.tokens : undefined;
    },
    isEstimate: () => meter.snapshot().estimate,
    update(conversation, modelId, tools, reach, provider) {
      usage.observe(conversation, modelId);
      meter.update(conversation, modelId, tools, undefined, reach, provider);
    },
  };
}
