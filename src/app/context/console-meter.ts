import type { Conversation } from '../../core/conversation.ts';
import type { ReasoningReach, ToolDeclaration } from '../../core/model-request.ts';
import type { ProviderKind } from '../../providers/provider-settings.ts';
import type { CostBreakdown } from '../../core/tokens/context-cost.ts';
import type {
  BreakdownLine,
  ContextReading,
  ContextSource,
} from '../../features/context-meter/context-reading.ts';
import type { PartTokenSource } from '../../features/timeline/part-token-source.ts';
import type { TokenMeter } from '../../workers/token-meter.ts';
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

/**
 * The breakdown as lines that add up to the total: the system prompt, framing, tool declarations, the parts by
 * kind and the headers pruned parts leave. A line with nothing in it is left out, except the first three.
 */
export function breakdownLines(breakdown: CostBreakdown): readonly BreakdownLine[] {
  const { lines } = breakdown;
  const always: BreakdownLine[] = [
    { label: 'System prompt', tokens: breakdown.system },
    { label: 'Framing', tokens: breakdown.framing },
    { label: 'Tool declarations', tokens: breakdown.tools },
  ];
  const content: BreakdownLine[] = [
    { label: 'Text', tokens: lines.text },
    { label: 'Reasoning', tokens: lines.reasoning },
    { label: 'Tool calls', tokens: lines.toolCalls },
    { label: 'Tool results', tokens: lines.toolResults },
    { label: 'Images', tokens: lines.images },
    { label: 'Pruned headers', tokens: breakdown.prunedHeaders },
  ];
  return [...always, ...content.filter((line) => line.tokens !== 0)];
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
    breakdown: { lines: breakdownLines(breakdown), prunedSavings: breakdown.pruningSavings },
    estimate: snapshot.estimate,
    ...(snapshot.band ? { band: snapshot.band } : {}),
    ...(snapshot.lastRequest ? { lastRequest: snapshot.lastRequest } : {}),
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
 * input tokens providers report on model messages, to calibrate its estimates, and `onPrediction` what it had
 * predicted for each of those requests.
 */
export function createConsoleMeter(
  meter: TokenMeter,
  onPrediction?: (messageId: string, predicted: number) => void,
): ConsoleMeter {
  const usage = createUsageReporter(
    (inputTokens, options) => meter.reportUsage(inputTokens, options),
    onPrediction,
  );
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
