import { useCallback, useEffect, useRef, useState } from 'react';
import type { AssembledTurn } from '../../../wire/assemble-turn.ts';
import { limitTurnDepth } from '../../../wire/limit-turn-depth.ts';
import type { WireFormat } from '../../../wire/stream-event.ts';
import type { CaptureAssembler, CaptureAssemblyRun } from '../../../workers/capture-assembly-main.ts';
import { createCaptureAssembler } from '../../../workers/capture-assembly-main.ts';
import type { CaptureInput } from '../../../workers/capture-assembly-shared.ts';

/** Where the assembly of the capture on screen stands. */
export type CaptureAssembly =
  | { readonly status: 'empty' }
  | { readonly status: 'assembling'; readonly read: number; readonly total: number }
  | {
      readonly status: 'assembled';
      readonly format: WireFormat;
      readonly detected: boolean;
      readonly turn: AssembledTurn;
    }
  | { readonly status: 'refused'; readonly message: string }
  | { readonly status: 'cancelled' };

/** Arguments nested deeper than this are shown as their raw text: a deep tree helps nobody read a capture. */
const shownDepth = 64;
/** Typing settles for this long before a pasted or typed capture is assembled again. */
const typingPauseMs = 150;

let shared: CaptureAssembler | undefined;
const assembler = (): CaptureAssembler => (shared ??= createCaptureAssembler());

/**
 * Assembles the capture off the page's thread (a worker), in chunks, with progress; a newer capture or
 * format cancels the run under way, and `cancel` stops it at the operator's request. `restart` runs it again.
 */
export function useCaptureAssembly(
  input: CaptureInput | undefined,
  format: WireFormat | 'auto',
): { readonly assembly: CaptureAssembly; cancel(): void; restart(): void } {
  const [assembly, setAssembly] = useState<CaptureAssembly>({ status: 'empty' });
  const [attempt, setAttempt] = useState(0);
  const run = useRef<CaptureAssemblyRun | undefined>(undefined);

  useEffect(() => {
    if (input === undefined || (input.kind === 'text' && input.text.trim() === '')) {
      setAssembly({ status: 'empty' });
      return undefined;
    }
    let current = true;
    let started: CaptureAssemblyRun | undefined;
    const begin = () => {
      const total = input.kind === 'text' ? input.text.length : input.file.size;
      setAssembly({ status: 'assembling', read: 0, total });
      started = assembler().start(input, format === 'auto' ? undefined : format, (read, size) => {
        if (current) setAssembly({ status: 'assembling', read, total: size });
      });
      run.current = started;
      void started.outcome.then((outcome) => {
        if (!current) return;
        run.current = undefined;
        if (outcome.kind === 'assembled') {
          setAssembly({ status: 'assembled', ...outcome, turn: limitTurnDepth(outcome.turn, shownDepth) });
        } else if (outcome.kind === 'refused') setAssembly({ status: 'refused', message: outcome.message });
        else setAssembly({ status: 'cancelled' });
      });
    };
    const timer = input.kind === 'text' ? setTimeout(begin, typingPauseMs) : undefined;
    if (timer === undefined) begin();
    return () => {
      current = false;
      if (timer !== undefined) clearTimeout(timer);
      started?.cancel();
    };
  }, [input, format, attempt]);

  const cancel = useCallback(() => run.current?.cancel(), []);
  const restart = useCallback(() => setAttempt((count) => count + 1), []);
  return { assembly, cancel, restart };
}
