/** One request whose prompt tokens the provider reported, beside what the meter estimated for it. */
export interface CalibrationSample {
  readonly actual: number;
  readonly estimated: number;
}

/** Recent samples per model id: plain data, so it can be persisted and sent between threads. */
export type CalibrationState = Readonly<Record<string, readonly CalibrationSample[]>>;

/** The calibration of one model: the ratio actual / estimated and how many requests it rests on. */
export interface Calibration {
  readonly ratio: number;
  readonly samples: number;
}

/** Samples kept per model: recent enough to follow a changed prompt shape, enough to damp one odd request. */
export const calibrationWindow = 8;

/**
 * Records a provider's reported prompt tokens for a request the meter estimated at `estimated`. Ignores
 * samples that carry no information (a zero or non-finite figure). Returns a new state.
 */
export function recordUsage(
  state: CalibrationState,
  modelId: string,
  actual: number,
  estimated: number,
): CalibrationState {
  if (!(actual > 0) || !(estimated > 0) || !Number.isFinite(actual) || !Number.isFinite(estimated))
    return state;
  const previous = state[modelId] ?? [];
  const samples = [...previous, { actual, estimated }].slice(-calibrationWindow);
  return { ...state, [modelId]: samples };
}

/**
 * The model's calibration: total actual over total estimated across its recent samples (a ratio of sums, so
 * large requests weigh more than tiny ones). Undefined before the first report.
 */
export function calibrationOf(state: CalibrationState, modelId: string): Calibration | undefined {
  const samples = state[modelId];
  if (!samples || samples.length === 0) return undefined;
  let actual = 0;
  let estimated = 0;
  for (const sample of samples) {
    actual += sample.actual;
    estimated += sample.estimated;
  }
  return { ratio: actual / estimated, samples: samples.length };
}

/** The calibrated figure for a raw estimate, rounded to whole tokens. */
export function calibrate(estimate: number, calibration: Calibration): number {
  return Math.round(estimate * calibration.ratio);
}
