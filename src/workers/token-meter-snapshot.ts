import type { MeterShape } from '../providers/request-tokens/meter-shapes.ts';
import { normalizeModelId } from '../providers/model-catalog.ts';
import type { Calibration } from '../core/tokens/calibration.ts';
import { calibrate } from '../core/tokens/calibration.ts';
import type { ConversationCost, CostBreakdown, MessageCost, PartCost } from '../core/tokens/context-cost.ts';
import { noContentLines } from '../core/tokens/context-cost.ts';
import type { EncodingName } from '../core/tokens/encoding-name.ts';
import type { ModelInfo } from '../providers/model-catalog.ts';
import type { CountLabel } from '../providers/request-tokens/meter-shapes.ts';
import { inputCostUsd, lookupModel } from '../providers/model-catalog.ts';

/** `idle` before the first update; `counting` while any figure awaits the worker; `ready` when all are final. */
export type TokenMeterStatus = 'idle' | 'counting' | 'ready';

/** The next request against the model: tokens, share of the context window, and input cost. */
export interface TokenMeterTotals {
  readonly tokens: number;
  readonly contextWindow: number;
  /** tokens / contextWindow (may exceed 1). */
  readonly windowFraction: number;
  /** USD; undefined when the catalog has no price for the model. */
  readonly costUsd: number | undefined;
}

/** The total corrected by what the provider reported for recent requests of this model. */
export interface CalibratedTotals {
  readonly tokens: number;
  /** Actual / estimated over recent requests. */
  readonly ratio: number;
  /** How many reported requests the ratio rests on. */
  readonly samples: number;
  readonly costUsd: number | undefined;
}

/** An immutable picture of the meter; a new object after each change, the same object until then. */
export interface TokenMeterSnapshot {
  readonly status: TokenMeterStatus;
  /** The catalog entry of the current model (its `known` is false for an unrecognized id). */
  readonly model: ModelInfo;
  readonly encoding: EncodingName;
  /** True when counts are an estimate (anything a test does not prove exact): show them with `≈`. */
  readonly estimate: boolean;
  /** For an estimate: how far off it was measured to be, or that it was not measured. */
  readonly band?: string;
  readonly totals: TokenMeterTotals;
  readonly breakdown: CostBreakdown;
  readonly perPart: ReadonlyMap<string, PartCost>;
  /** Message id → tokens. */
  readonly perMessage: ReadonlyMap<string, number>;
  readonly messages: readonly MessageCost[];
  /** Items (parts, tools, system) still being counted for the current encoding. */
  readonly pending: number;
  /** Ids of parts still being counted: their figures meanwhile are the previous version's, or 0. */
  readonly pendingParts: ReadonlySet<string>;
  /** Present once the provider has reported prompt tokens for this model. */
  readonly calibrated?: CalibratedTotals;
  /** The last reported request of this provider and model: the meter's prediction for it, and what was billed. */
  readonly lastRequest?: { readonly predicted: number; readonly billed: number };
  /** Why counting failed, when it did (figures then stay as they were). */
  readonly error?: string;
}

const emptyBreakdown: CostBreakdown = {
  system: 0,
  framing: 0,
  tools: 0,
  lines: noContentLines,
  activeHistory: 0,
  prunedHeaders: 0,
  pruningSavings: 0,
  total: 0,
};

/** The snapshot before any conversation was given. */
export function idleSnapshot(): TokenMeterSnapshot {
  const model = lookupModel('');
  return {
    status: 'idle',
    model,
    encoding: model.encoding,
    estimate: !model.exact,
    totals: { tokens: 0, contextWindow: model.contextWindow, windowFraction: 0, costUsd: 0 },
    breakdown: emptyBreakdown,
    perPart: new Map(),
    perMessage: new Map(),
    messages: [],
    pending: 0,
    pendingParts: new Set(),
  };
}

/** Assembles a snapshot from a computed cost, the model, and the model's calibration if any. */
export function buildSnapshot(
  cost: ConversationCost,
  model: ModelInfo,
  label: CountLabel,
  progress: { readonly pending: number; readonly pendingParts: ReadonlySet<string> },
  calibration: Calibration | undefined,
  error: string | undefined,
): TokenMeterSnapshot {
  const tokens = cost.breakdown.total;
  const perMessage = new Map(cost.messages.map((message) => [message.messageId, message.tokens]));
  const calibratedTokens = calibration ? calibrate(tokens, calibration) : 0;
  return {
    status: progress.pending > 0 ? 'counting' : 'ready',
    model,
    encoding: model.encoding,
    estimate: label.estimate,
    ...(label.band ? { band: label.band } : {}),
    totals: {
      tokens,
      contextWindow: model.contextWindow,
      windowFraction: tokens / model.contextWindow,
      costUsd: inputCostUsd(model, tokens),
    },
    breakdown: cost.breakdown,
    perPart: cost.perPart,
    perMessage,
    messages: cost.messages,
    pending: progress.pending,
    pendingParts: progress.pendingParts,
    ...(calibration
      ? {
          calibrated: {
            tokens: calibratedTokens,
            ratio: calibration.ratio,
            samples: calibration.samples,
            costUsd: inputCostUsd(model, calibratedTokens),
          },
        }
      : {}),
    ...(error ? { error } : {}),
  };
}

/**
 * What calibration is learnt per: the provider's request shape and the model, since the same model counts
 * differently in another provider's request (the embedded demo: the model alone).
 */
export function calibrationKey(modelId: string, shape: MeterShape): string {
  const model = normalizeModelId(modelId);
  return shape.name === 'plain' ? model : `${shape.name}/${model}`;
}
