import type { Message } from '../core/conversation.ts';
import type { TextEnds } from '../core/text-ends.ts';
import { emptyTextEnds, extendTextEnds } from '../core/text-ends.ts';
import type { ArgumentPreview, ArgumentPreviewStatus } from '../wire/argument-preview.ts';
import { createArgumentPreview } from '../wire/argument-preview.ts';
import type { StreamEvent } from '../wire/stream-event.ts';

/** Characters kept at each end of a streaming text or argument for the live view. */
export const liveEndCharacters = 64 * 1024;
/** Arguments are shown parsed (pretty JSON) up to this length; longer ones by their raw ends. */
export const liveParseLimit = 256 * 1024;
/**
 * Arguments are shown parsed up to this nesting; deeper ones by their raw ends. Indented JSON grows with the
 * square of its depth (4,000 levels make 30 MB of spaces) and `JSON.stringify` recurses, so a value nested
 * thousands of levels deep would stall every frame and then throw.
 */
export const liveParseDepth = 100;

/** Whether a preview of this length and nesting is shown parsed. */
export function showsParsed(characters: number, deepest: number): boolean {
  return characters <= liveParseLimit && deepest <= liveParseDepth;
}

/** A call's arguments as they stream: their raw ends, and while they are short enough, the value parsed so far. */
export interface LiveArguments {
  readonly ends: TextEnds;
  readonly parsed?: { readonly status: ArgumentPreviewStatus; readonly json: string };
}

/**
 * What the console shows of the parts still streaming, built from the deltas alone: the ends of each text and
 * reasoning part (by part id) and each call's arguments (by call id). The conversation holds the whole texts;
 * a view that read them at every frame would copy them whole at every frame.
 */
export interface LiveParts {
  readonly texts: ReadonlyMap<string, TextEnds>;
  readonly calls: ReadonlyMap<string, LiveArguments>;
}

/** Nothing streaming. */
export const noLiveParts: LiveParts = { texts: new Map(), calls: new Map() };

/** Follows one streamed message's deltas; see {@link createLivePartsTracker}. */
export interface LivePartsTracker {
  /** Takes an event just applied to `message` (the message after it). */
  take(event: StreamEvent, message: Message, openReasoningPartId: string | undefined): void;
  /** The live parts as they are now; the same object until an event changes them. */
  current(): LiveParts;
}

/**
 * Tracks the live view of one streamed message. Each delta is read once; a call's arguments are parsed as they
 * arrive until they pass {@link liveParseLimit} or {@link liveParseDepth}, after which only their ends are kept.
 */
export function createLivePartsTracker(): LivePartsTracker {
  const texts = new Map<string, TextEnds>();
  const calls = new Map<string, LiveArguments>();
  const previews = new Map<string, ArgumentPreview>();
  const dirtyCalls = new Set<string>();
  let snapshot: LiveParts = noLiveParts;
  let changed = false;

  const extendText = (partId: string | undefined, delta: string) => {
    if (!partId) return;
    texts.set(partId, extendTextEnds(texts.get(partId) ?? emptyTextEnds, delta, liveEndCharacters));
    changed = true;
  };

  const extendCall = (callId: string, delta: string) => {
    const before = calls.get(callId);
    const ends = extendTextEnds(before?.ends ?? emptyTextEnds, delta, liveEndCharacters);
    let preview = previews.get(callId);
    // A call shown by its raw ends stays so: its preview is not started again.
    const parsing = !(before && !preview) && ends.characters <= liveParseLimit;
    if (parsing) {
      if (!preview) previews.set(callId, (preview = createArgumentPreview()));
      preview.push(delta);
    }
    if (parsing && preview && showsParsed(ends.characters, preview.deepest())) {
      dirtyCalls.add(callId);
    } else {
      previews.delete(callId);
      dirtyCalls.delete(callId);
    }
    calls.set(callId, { ends, ...(before?.parsed && previews.has(callId) ? { parsed: before.parsed } : {}) });
    changed = true;
  };

  return {
    take(event, message, openReasoningPartId) {
      switch (event.type) {
        case 'text-delta': {
          const last = message.parts.at(-1);
          extendText(last?.kind === 'text' ? last.id : undefined, event.delta);
          return;
        }
        case 'reasoning-delta':
          extendText(openReasoningPartId, event.delta);
          return;
        case 'tool-input-delta':
          extendCall(event.callId, event.delta);
          return;
        case 'tool-input-end':
          calls.delete(event.callId);
          previews.delete(event.callId);
          dirtyCalls.delete(event.callId);
          changed = true;
          return;
        default:
          return;
      }
    },
    current() {
      if (!changed) return snapshot;
      // The parsed preview is rendered once per snapshot (once per frame), never per delta.
      for (const callId of dirtyCalls) {
        const preview = previews.get(callId);
        const live = calls.get(callId);
        if (!preview || !live) continue;
        const value = preview.current();
        const status = preview.status();
        calls.set(callId, {
          ends: live.ends,
          ...(value === undefined ? {} : { parsed: { status, json: JSON.stringify(value, null, 2) } }),
        });
      }
      dirtyCalls.clear();
      changed = false;
      snapshot = { texts: new Map(texts), calls: new Map(calls) };
      return snapshot;
    },
  };
}
