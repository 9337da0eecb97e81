import {
  appendText,
  argumentText,
  createCallState,
  isEmptyObject,
  releaseBuffers,
  type CallState,
} from './call-state.ts';
import { endCallEvent } from './end-call-event.ts';
import type { CutOffCause, Decorations, StreamEvent, ToolArguments } from './stream-event.ts';

/** A tool call as the format mappers see it while it streams. */
export interface TrackedCall {
  readonly callId: string;
  readonly providerId: string | undefined;
  readonly name: string;
  /** True once the wire marked the call complete (its own end event, or a later call superseding it). */
  readonly whole: boolean;
  readonly closed: boolean;
}

/** What is known about a call when it opens. */
export interface OpenCallInit {
  readonly providerId?: string;
  readonly name?: string;
  /** Arguments announced at the start of the call, used only when no fragment arrives. */
  readonly announced?: ToolArguments;
  readonly decorations?: Decorations;
}

/**
 * The one place where tool calls are built, shared by every format so the argument and identity rules cannot
 * drift between them. Mappers decide which call a wire event belongs to; the tracker decides what the call's
 * raw and parsed arguments are and emits the `tool-input-*` events.
 */
export interface CallTracker {
  open(init: OpenCallInit): TrackedCall;
  /** Sets the name when non-empty: the last non-empty name wins, names are never concatenated. */
  rename(call: TrackedCall, name: string | undefined): void;
  /** Sets the provider id unless one is known already: later ids on the same call are ignored. */
  identify(call: TrackedCall, providerId: string | undefined): void;
  /** Appends a string fragment of the arguments. */
  append(call: TrackedCall, fragment: string): void;
  /** Arguments sent as an object rather than text: replaces earlier objects unless it is empty. */
  appendObject(call: TrackedCall, value: unknown): void;
  /** A restatement of the whole argument text (Responses `.done`), used only when no fragment arrived. */
  restate(call: TrackedCall, text: string): void;
  decorate(call: TrackedCall, key: string, value: unknown): void;
  /** Marks the arguments unusable with a reason; later fragments are ignored and the call never runs. */
  reject(call: TrackedCall, reason: string): void;
  markWhole(call: TrackedCall): void;
  /** The argument text received so far. */
  text(call: TrackedCall): string;
  /** Ends a call; with a `truncatedBy` reason its arguments are never usable. */
  close(call: TrackedCall, truncatedBy?: string, cause?: CutOffCause): void;
  /** Ends every open call; calls not yet whole are truncated when a reason is given. */
  closeAll(truncatedBy?: string, cause?: CutOffCause): void;
}

/** Options of {@link createCallTracker}. */
export interface CallTrackerOptions {
  readonly createId: () => string;
  readonly maxBufferBytes: number;
  readonly emit: (event: StreamEvent) => void;
}

/** Creates the call tracker of one turn. */
export function createCallTracker(options: CallTrackerOptions): CallTracker {
  const { createId, maxBufferBytes, emit } = options;
  // Insertion-ordered, so calls close in the order they opened; deleting from a Set stays cheap with many open.
  const open = new Set<CallState>();
  const state = (call: TrackedCall): CallState => call as CallState;

  const start = (call: CallState): void => {
    if (call.started) return;
    call.started = true;
    const { callId, providerId, name } = call;
    emit({ type: 'tool-input-start', callId, ...(providerId !== undefined ? { providerId } : {}), name });
    const pending = call.size > 0 ? argumentText(call) : call.objectText;
    if (pending) emit({ type: 'tool-input-delta', callId, delta: pending });
  };

  const grow = (call: CallState, fragment: string): void => {
    if (call.size + fragment.length > maxBufferBytes) {
      call.overflowed = true;
      return;
    }
    appendText(call, fragment);
    if (call.started) emit({ type: 'tool-input-delta', callId: call.callId, delta: fragment });
  };

  const close = (call: CallState, truncatedBy?: string, cause?: CutOffCause): void => {
    if (call.closed) return;
    call.closed = true;
    open.delete(call);
    start(call);
    emit(endCallEvent(call, maxBufferBytes, truncatedBy, cause));
    // Mappers may still hold the call (to ignore late events for it); its text now lives in the end event.
    releaseBuffers(call);
  };

  return {
    open(init) {
      const call = createCallState(createId(), init);
      open.add(call);
      if (call.name !== '') start(call);
      return call;
    },
    rename(call, name) {
      const target = state(call);
      if (!name || target.closed) return;
      target.name = name;
      start(target);
    },
    identify(call, providerId) {
      const target = state(call);
      if (providerId && target.providerId === undefined && !target.closed) target.providerId = providerId;
    },
    append(call, fragment) {
      const target = state(call);
      if (fragment === '' || target.closed || target.overflowed || target.unusable !== undefined) return;
      if (target.size === 0 && fragment === 'null' && !target.placeholder) {
        target.placeholder = true;
        return;
      }
      target.placeholder = false;
      grow(target, fragment);
    },
    appendObject(call, value) {
      const target = state(call);
      if (target.closed || target.overflowed || value === undefined) return;
      let text: string;
      try {
        text = JSON.stringify(value);
      } catch {
        // Only nesting deep enough to overflow the stack makes a parsed JSON value unprintable.
        target.unusable = 'arguments nest too deeply to be read';
        return;
      }
      if (target.size > 0) return grow(target, text);
      const empty = isEmptyObject(value);
      if (empty && target.objectText !== undefined && !target.objectEmpty) return;
      if (text.length > maxBufferBytes) {
        target.overflowed = true;
        return;
      }
      target.objectText = text;
      target.objectValue = value;
      target.objectEmpty = empty;
      if (target.started) emit({ type: 'tool-input-delta', callId: target.callId, delta: text });
    },
    restate(call, text) {
      const target = state(call);
      if (!target.closed && text.length <= maxBufferBytes) target.restated = text;
    },
    decorate(call, key, value) {
      const target = state(call);
      if (target.closed || value === undefined) return;
      target.decorations = { ...target.decorations, [key]: value };
    },
    reject(call, reason) {
      const target = state(call);
      if (!target.closed && target.unusable === undefined) target.unusable = reason;
    },
    markWhole(call) {
      state(call).whole = true;
    },
    text: (call) => argumentText(state(call)),
    close: (call, truncatedBy, cause) => close(state(call), truncatedBy, cause),
    closeAll(truncatedBy, cause) {
      for (const call of [...open]) close(call, call.whole ? undefined : truncatedBy, cause);
    },
  };
}
