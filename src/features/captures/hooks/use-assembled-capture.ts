import { useDeferredValue, useMemo } from 'react';
import type { AssembledTurn } from '../../../wire/assemble-turn.ts';
import { assembleCapture } from '../../../wire/assemble-turn.ts';
import { detectFormat } from '../../../wire/detect-format.ts';
import type { WireFormat } from '../../../wire/stream-event.ts';

/** The outcome of assembling a capture: nothing yet, a turn (with the format used), or why it failed. */
export type CaptureResult =
  | { readonly kind: 'empty' }
  | {
      readonly kind: 'assembled';
      readonly format: WireFormat;
      readonly detected: boolean;
      readonly turn: AssembledTurn;
    }
  | { readonly kind: 'failed'; readonly error: string; readonly detected: WireFormat | undefined };

/** Assembles the capture text as the operator types or pastes, deferred so a large paste stays responsive. */
export function useAssembledCapture(text: string, chosen: WireFormat | 'auto'): CaptureResult {
  const deferred = useDeferredValue(text);
  return useMemo(() => {
    if (!deferred.trim()) return { kind: 'empty' };
    const detected = detectFormat(deferred);
    const format = chosen === 'auto' ? detected : chosen;
    if (!format)
      return {
        kind: 'failed',
        error: 'The format could not be recognised. Choose it from the list.',
        detected,
      };
    try {
      return {
        kind: 'assembled',
        format,
        detected: chosen === 'auto',
        turn: assembleCapture(deferred, format),
      };
    } catch (error) {
      return { kind: 'failed', error: error instanceof Error ? error.message : String(error), detected };
    }
  }, [deferred, chosen]);
}
