import type { JsonObject, JsonValue } from '../../core/json.ts';
import { isJsonObject } from '../../core/json.ts';
import type { InterruptRequest } from './interrupt-request.ts';
import { readInterruptRequest } from './interrupt-request.ts';

/** One interrupt open on a thread: its id (what a resume answers) and what it asks, read. */
export interface OpenInterrupt {
  readonly id: string;
  readonly request: InterruptRequest;
}

/**
 * The interrupts open on a thread, as `threads.get` / `threads.search` return them (`interrupts`, keyed by
 * task), in the order the server lists them. An interrupt without an id cannot be resumed by id and is left out.
 */
export function openThreadInterrupts(thread: JsonObject): readonly OpenInterrupt[] {
  const byTask = thread.interrupts;
  if (!isJsonObject(byTask)) return [];
  const open: OpenInterrupt[] = [];
  for (const list of Object.values(byTask)) {
    if (!Array.isArray(list)) continue;
    for (const entry of list as readonly JsonValue[]) {
      if (!isJsonObject(entry) || typeof entry.id !== 'string') continue;
      open.push({ id: entry.id, request: readInterruptRequest(entry.value ?? null) });
    }
  }
  return open;
}

/**
 * The `command.resume` value answering `interruptId`: the value itself when it is the thread's only open
 * interrupt, else a map by interrupt id (LangGraph's form for several interrupts at once).
 */
export function resumeCommandValue(
  open: readonly OpenInterrupt[],
  interruptId: string,
  value: JsonValue,
): JsonValue {
  return open.length > 1 ? { [interruptId]: value } : value;
}
