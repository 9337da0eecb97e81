import fastJsonPatch, { type Operation } from 'fast-json-patch';
import type { JsonValue } from '../../core/json.ts';
import type { AgUiRawEntry, AgUiThread } from './ag-ui-thread.ts';
import { rawEventLimit } from './ag-ui-thread.ts';
import { boundRemoteValue, remoteLimits } from '../../core/remote-bounds.ts';
import { storageProblem } from '../../core/storage-bounds.ts';

/**
 * A raw entry kept for the operator to read (a `CUSTOM` or `RAW` event, or something not applied and why): its
 * value bounded, the newest `rawEventLimit` kept.
 */
export function withRaw(thread: AgUiThread, unbounded: AgUiRawEntry): AgUiThread {
  const entry = {
    ...unbounded,
    value: boundRemoteValue(unbounded.value, 'event', remoteLimits.maxRawValueCharacters),
  };
  const rawEvents =
    thread.rawEvents.length >= rawEventLimit
      ? [...thread.rawEvents.slice(thread.rawEvents.length - rawEventLimit + 1), entry]
      : [...thread.rawEvents, entry];
  return { ...thread, rawEvents };
}

/** The thread with its new state, or as it was (the change listed with why) when the state is beyond the limits. */
export function withState(
  thread: AgUiThread,
  state: JsonValue,
  type: 'STATE_SNAPSHOT' | 'STATE_DELTA',
  change: JsonValue,
  now: number,
): AgUiThread {
  const problem = storageProblem(state, remoteLimits.maxStateCharacters);
  if (!problem) return { ...thread, state };
  return withRaw(thread, {
    at: now,
    type,
    name: `not applied: the state would be too big (${problem})`,
    value: change,
  });
}

/** Applies a `STATE_DELTA` (a JSON patch); a patch that fails leaves the state as it was and is listed. */
export function applyStateDelta(thread: AgUiThread, delta: readonly unknown[], now: number): AgUiThread {
  try {
    const document = fastJsonPatch.deepClone(thread.state) as object;
    const next = fastJsonPatch.applyPatch(document, delta as Operation[], true, true).newDocument;
    return withState(thread, next as JsonValue, 'STATE_DELTA', delta as JsonValue, now);
  } catch (error) {
    // The state stays as it was; the failed patch is kept for the operator to read.
    return withRaw(thread, {
      at: now,
      type: 'STATE_DELTA',
      name: `not applied: ${error instanceof Error ? error.message : String(error)}`,
      value: delta as JsonValue,
    });
  }
}
