import type { CalibrationSample, CalibrationState } from '../../core/tokens/calibration.ts';
import { calibrationWindow } from '../../core/tokens/calibration.ts';

/** Where the calibration of estimates against reported usage is kept between sessions. */
export const calibrationStorageKey = 'toolgate:calibration';

/** The page's localStorage, or undefined where it cannot be reached (a sandboxed frame, storage disabled). */
export function browserCalibrationStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

function isSample(value: unknown): value is CalibrationSample {
  if (!value || typeof value !== 'object') return false;
  const { actual, estimated } = value as Record<string, unknown>;
  return (
    typeof actual === 'number' &&
    typeof estimated === 'number' &&
    Number.isFinite(actual) &&
    Number.isFinite(estimated) &&
    actual > 0 &&
    estimated > 0
  );
}

/**
 * The stored calibration, or undefined when there is none. Anything that is not a list of samples per model (an
 * older format, a hand-edited value) is dropped rather than trusted: a wrong ratio would skew every figure.
 */
export function loadCalibration(storage: Storage | undefined): CalibrationState | undefined {
  let data: unknown;
  try {
    const text = storage?.getItem(calibrationStorageKey);
    if (!text) return undefined;
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return undefined;
  const state: Record<string, readonly CalibrationSample[]> = {};
  for (const [model, samples] of Object.entries(data)) {
    if (!Array.isArray(samples)) continue;
    const valid = samples.filter(isSample).slice(-calibrationWindow);
    if (valid.length > 0) state[model] = valid.map(({ actual, estimated }) => ({ actual, estimated }));
  }
  return Object.keys(state).length > 0 ? state : undefined;
}

/** Keeps the calibration for the next session; a full or unavailable storage only loses it. */
export function saveCalibration(storage: Storage | undefined, state: CalibrationState): void {
  try {
    storage?.setItem(calibrationStorageKey, JSON.stringify(state));
  } catch {
    // The figures stay calibrated for this session; the next one starts over.
  }
}

/** The meter's calibration options for a page: restored from `storage`, and saved back on every change. */
export function persistedCalibration(storage: Storage | undefined = browserCalibrationStorage()): {
  readonly calibration?: CalibrationState;
  readonly onCalibrationChange: (state: CalibrationState) => void;
} {
  const calibration = loadCalibration(storage);
  return {
    ...(calibration ? { calibration } : {}),
    onCalibrationChange: (state) => saveCalibration(storage, state),
  };
}
