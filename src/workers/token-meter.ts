import type { Conversation } from '../core/conversation.ts';
import type { ReasoningReach, ToolDeclaration } from '../core/model-request.ts';
import type { CalibrationState } from '../core/tokens/calibration.ts';
import { calibrationOf, recordUsage } from '../core/tokens/calibration.ts';
import type { EncodingName } from '../core/tokens/encoding-name.ts';
import type { ModelInfo } from '../providers/model-catalog.ts';
import type { ProviderKind } from '../providers/provider-settings.ts';
import type { MeterShape } from '../providers/request-tokens/meter-shapes.ts';
import { countLabel, meterShapes } from '../providers/request-tokens/meter-shapes.ts';
import { lookupModel } from '../providers/model-catalog.ts';
import type { TokenCounter } from '../core/tokens/token-counter.ts';
import type { CountResult } from './token-counter-shared.ts';
import { itemSize } from './token-counter-shared.ts';
import type { CountTarget } from './token-meter-counts.ts';
import { MeterCounts, targetSize, toCountItem } from './token-meter-counts.ts';
import { MeterSummarizer } from './token-meter-summary.ts';
import type { TokenMeterSnapshot } from './token-meter-snapshot.ts';
import { buildSnapshot, calibrationKey, idleSnapshot } from './token-meter-snapshot.ts';

import type { TokenCounterClient } from './token-counter-main.ts';
import { createTokenCounterClient } from './token-counter-main.ts';

/**
 * The live token meter the UI reads (through `useSyncExternalStore(meter.subscribe, meter.snapshot)`).
 * Counting happens in the worker; the main thread only adds up cached per-part counts, so no update runs long.
 */
export interface TokenMeter {
  /**
   * Gives the meter the current state: the conversation, the model id (looked up in the model catalog), the
   * tool declarations sent with the next request, and the system instructions (the conversation's own when
   * omitted). Cheap to call on every change: the snapshot updates at once from cached counts, and what is new
   * (an edited, pruned or pinned part, a changed draft, everything after a switch to a model with another
   * encoding) is counted in the background while the snapshot says `counting`. `reach` says which reasoning
   * parts the provider's request carries (all of them when omitted); `provider` whose request the count takes
   * the shape of (its framing, tool rendering and image formula; none, for the embedded demo model).
   */
  update(
    conversation: Conversation,
    model: string,
    tools?: readonly ToolDeclaration[],
    system?: string,
    reach?: ReasoningReach,
    provider?: ProviderKind,
  ): void;
  /** Calls `listener` after each change of the snapshot; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** The current snapshot: the same object until something changes. */
  snapshot(): TokenMeterSnapshot;
  /**
   * Records the prompt tokens a provider reported for a request, to calibrate estimates for that model.
   * `estimatedTokens` should be the meter's total when the request was sent; it defaults to the current total.
   */
  reportUsage(
    promptTokens: number,
    options?: { readonly model?: string; readonly estimatedTokens?: number },
  ): void;
  /** The calibration data, to persist and pass back as `calibration` next session. */
  calibration(): CalibrationState;
  /** Stops counting and drops listeners; the meter is unusable afterwards. */
  dispose(): void;
}

/** Options of {@link createTokenMeter}. */
export interface TokenMeterOptions {
  /** Counter to use; by default a new worker-backed client, disposed with the meter. */
  readonly client?: TokenCounterClient;
  /** Without `client`: the counter a new client counts with in this thread where workers are unavailable. */
  readonly createCounter?: () => TokenCounter;
  /** Calibration restored from an earlier session. */
  readonly calibration?: CalibrationState;
  /** Called when a usage report changed the calibration, so it can be persisted. */
  readonly onCalibrationChange?: (calibration: CalibrationState) => void;
  /** The clock that times a summary (which decides whether the next one is deferred); `performance.now` by default. */
  readonly now?: () => number;
}

interface MeterState {
  readonly conversation: Conversation;
  readonly model: ModelInfo;
  readonly tools: readonly ToolDeclaration[];
  readonly system: string;
  readonly reach: ReasoningReach | undefined;
  readonly shape: MeterShape;
}

/** Items per postMessage and characters per postMessage: keeps each structured clone short. */
const batchItems = 400;
const batchCharacters = 1_000_000;
/** While the worker streams results in, the snapshot is rebuilt at most this often. */
const progressIntervalMs = 100;
/**
 * A summary that took `t` ms is rebuilt from progress or a change no sooner than this many times `t` later, so
 * adding up a huge conversation takes at most a tenth of the page's time while it is counted or streams.
 */
const recomputeSpacing = 9;
/** A change is added up at once when the last summary took less than this; later, in a task, otherwise. */
const immediateRecomputeMs = 8;
const yieldToEvents = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Characters above which a part of a streaming message waits for the message's end to be counted. */
const streamingCountLimit = 256 * 1024;

/** Creates a {@link TokenMeter}. */
export function createTokenMeter(options: TokenMeterOptions): TokenMeter {
  const { createCounter } = options;
  const now = options.now ?? (() => performance.now());
  if (!options.client && !createCounter) throw new Error('A token meter needs a client or createCounter.');
  const client = options.client ?? createTokenCounterClient({ createCounter: createCounter! });
  const counts = new MeterCounts();
  const summarizer = new MeterSummarizer(counts);
  const listeners = new Set<() => void>();
  const requests = new Map<AbortController, EncodingName>();
  let calibration: CalibrationState = options.calibration ?? {};
  let state: MeterState | undefined;
  let current = idleSnapshot();
  let wantedTexts: ReadonlySet<string> = new Set();
  let error: string | undefined;
  let flushScheduled = false;
  let recomputeTimer: ReturnType<typeof setTimeout> | undefined;
  let lastProgressRecompute = Number.NEGATIVE_INFINITY;
  // What the last summary cost the page's thread: a conversation of 200,000 messages takes long to add up, so
  // it is added up less often (see `recomputeSpacing`).
  let recomputeCostMs = 0;

  const recompute = () => {
    if (recomputeTimer !== undefined) clearTimeout(recomputeTimer);
    recomputeTimer = undefined;
    if (!state) return;
    const started = now();
    const { conversation, model, tools, system, reach, shape } = state;
    const summary = summarizer.summarize({
      conversation,
      encoding: model.encoding,
      tools,
      system,
      shape,
      model: model.modelId,
      ...(reach ? { reach } : {}),
    });
    wantedTexts = summary.wantedTexts;
    const key = calibrationKey(model.modelId, shape);
    const calibrated = calibrationOf(calibration, key);
    const last = calibration[key]?.at(-1);
    current = buildSnapshot(summary.cost, model, countLabel(model, shape), summary, calibrated, error);
    if (last) current = { ...current, lastRequest: { predicted: last.estimated, billed: last.actual } };
    recomputeCostMs = now() - started;
    for (const listener of [...listeners]) listener();
  };

  // Results stream in slice by slice: the first answer shows at once (an edit's recount), and a long count
  // rebuilds the snapshot a few times a second rather than after every slice.
  const scheduleRecompute = () => {
    if (recomputeTimer !== undefined) return;
    const interval = Math.max(progressIntervalMs, recomputeCostMs * recomputeSpacing);
    const wait = Math.max(0, lastProgressRecompute + interval - now());
    recomputeTimer = setTimeout(() => {
      lastProgressRecompute = now();
      recompute();
    }, wait);
  };

  // What still needs counting: skips messages whose parts are all counted, and what is already in flight.
  const missingTargets = (current: MeterState): CountTarget[] => {
    const { encoding } = current.model;
    const wanted = (target: CountTarget) =>
      !counts.get(target, encoding) && !counts.isInFlight(target, encoding);
    const targets: CountTarget[] = [
      ...summarizer.fixedTargets({ ...current, encoding, model: current.model.modelId }),
      ...[...wantedTexts].map((text) => ({ kind: 'text' as const, text })),
    ];
    const missing = targets.filter(wanted);
    for (const message of current.conversation.messages) {
      if (summarizer.isSettled(message, encoding)) continue;
      for (const part of message.parts) {
        const target: CountTarget = { kind: 'part', part };
        // A huge part still streaming would be cloned to the worker and counted whole at every frame: it is
        // counted once its message is complete, and shows its last count meanwhile.
        if (message.status === 'streaming' && itemSize({ kind: 'part', key: 0, part }) > streamingCountLimit)
          continue;
        if (wanted(target)) missing.push(target);
      }
    }
    return missing;
  };

  const send = (encoding: EncodingName, batch: readonly CountTarget[]) => {
    const controller = new AbortController();
    requests.set(controller, encoding);
    for (const target of batch) counts.launch(target, encoding);
    const onProgress = (results: readonly CountResult[]) => {
      for (const result of results) {
        const { header, body, response } = result;
        counts.set(batch[result.key]!, encoding, response ? { header, body, response } : { header, body });
      }
      scheduleRecompute();
    };
    client
      .count(encoding, batch.map(toCountItem), { signal: controller.signal, onProgress })
      .then(() => {
        error = undefined;
      })
      .catch((reason: unknown) => {
        for (const target of batch) counts.settle(target, encoding);
        if (!controller.signal.aborted) error = reason instanceof Error ? reason.message : String(reason);
        scheduleRecompute();
      })
      .finally(() => requests.delete(controller));
  };

  const flush = async () => {
    flushScheduled = false;
    if (!state) return;
    const { encoding } = state.model;
    let batch: CountTarget[] = [];
    let batchSize = 0;
    for (const target of missingTargets(state)) {
      const size = targetSize(target);
      if (batch.length > 0 && (batch.length >= batchItems || batchSize + size > batchCharacters)) {
        send(encoding, batch);
        batch = [];
        batchSize = 0;
        // Each postMessage clones its batch on this thread: yield between batches so none of them runs long.
        await yieldToEvents();
        if (state?.model.encoding !== encoding) return;
      }
      batch.push(target);
      batchSize += size;
    }
    if (batch.length > 0) send(encoding, batch);
  };

  return {
    update(conversation, model, tools = [], system, reach, provider) {
      const info = state?.model.modelId === model ? state.model : lookupModel(model);
      if (state && state.model.encoding !== info.encoding) {
        // Counts for the old encoding are no longer wanted: drop its queued work so the recount starts now.
        for (const [controller, encoding] of requests) if (encoding !== info.encoding) controller.abort();
        counts.abandon(state.model.encoding);
      }
      state = {
        conversation,
        model: info,
        tools,
        system: system ?? conversation.systemPrompt,
        reach,
        shape: meterShapes[provider ?? 'plain'],
      };
      const deferred = recomputeCostMs >= immediateRecomputeMs;
      const label = countLabel(info, state.shape);
      if (deferred) {
        // The figures shown are the last summary's until the deferred one runs: they are not settled, however
        // fast this machine adds them up, so the snapshot says so at once.
        if (current.status !== 'idle') {
          current = {
            ...current,
            status: 'counting',
            model: info,
            encoding: info.encoding,
            estimate: label.estimate,
            ...(label.band ? { band: label.band } : { band: undefined }),
          };
          for (const listener of [...listeners]) listener();
        }
        scheduleRecompute();
      } else recompute();
      if (!flushScheduled && (deferred || current.pending > 0)) {
        flushScheduled = true;
        setTimeout(() => void flush(), 0);
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => current,
    reportUsage(promptTokens, usage = {}) {
      const modelId = usage.model ?? state?.model.modelId;
      if (modelId === undefined) return;
      const estimated = usage.estimatedTokens ?? current.totals.tokens;
      const key = calibrationKey(modelId, state?.shape ?? meterShapes.plain);
      const next = recordUsage(calibration, key, promptTokens, estimated);
      if (next === calibration) return;
      calibration = next;
      options.onCalibrationChange?.(calibration);
      recompute();
    },
    calibration: () => calibration,
    dispose() {
      for (const controller of requests.keys()) controller.abort();
      if (recomputeTimer !== undefined) clearTimeout(recomputeTimer);
      listeners.clear();
      state = undefined;
      if (!options.client) client.dispose();
    },
  };
}
