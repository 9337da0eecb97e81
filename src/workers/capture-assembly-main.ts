import type { CaptureOutcome } from '../wire/assemble-in-chunks.ts';
import { assembleInChunks, textCaptureSource } from '../wire/assemble-in-chunks.ts';
import type { WireFormat } from '../wire/stream-event.ts';
import type {
  CaptureAssemblyRequest,
  CaptureAssemblyResponse,
  CaptureInput,
} from './capture-assembly-shared.ts';
import { readBlob } from './capture-assembly-shared.ts';

/** One capture being assembled: its outcome, and a way to stop it. */
export interface CaptureAssemblyRun {
  readonly outcome: Promise<CaptureOutcome>;
  cancel(): void;
}

/** Starts assembling captures; `worker` off the page's thread, `in-thread` where workers are unavailable. */
export interface CaptureAssembler {
  readonly mode: 'worker' | 'in-thread';
  start(
    input: CaptureInput,
    format: WireFormat | undefined,
    onProgress: (read: number, total: number) => void,
  ): CaptureAssemblyRun;
}

function defaultWorker(): Worker | undefined {
  if (typeof Worker === 'undefined') return undefined;
  try {
    return new Worker(new URL('./capture-assembly-worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return undefined;
  }
}

/**
 * Creates the capture assembler. A worker keeps a 30 MB capture from holding up the page; without one (Node,
 * tests) the same chunked assembly runs in this thread, yielding between chunks. A worker that fails is
 * replaced by the in-thread path for the runs still waiting.
 */
export function createCaptureAssembler(worker: Worker | undefined = defaultWorker()): CaptureAssembler {
  if (worker === undefined) return inThread();
  let nextId = 0;
  const waiting = new Map<
    number,
    {
      readonly resolve: (outcome: CaptureOutcome) => void;
      readonly onProgress: (read: number, total: number) => void;
    }
  >();
  worker.addEventListener('message', (event: MessageEvent<CaptureAssemblyResponse>) => {
    const response = event.data;
    const entry = waiting.get(response.id);
    if (!entry) return;
    if (response.type === 'progress') entry.onProgress(response.read, response.total);
    else {
      waiting.delete(response.id);
      entry.resolve(response.outcome);
    }
  });
  worker.addEventListener('error', () => {
    for (const [id, entry] of waiting) {
      waiting.delete(id);
      entry.resolve({ kind: 'refused', message: 'The capture worker stopped. Open the capture again.' });
    }
  });
  const send = (request: CaptureAssemblyRequest) => worker.postMessage(request);
  return {
    mode: 'worker',
    start(input, format, onProgress) {
      nextId += 1;
      const id = nextId;
      const outcome = new Promise<CaptureOutcome>((resolve) => waiting.set(id, { resolve, onProgress }));
      send({ type: 'assemble', id, input, ...(format ? { format } : {}) });
      return { outcome, cancel: () => send({ type: 'cancel', id }) };
    },
  };
}

function inThread(): CaptureAssembler {
  return {
    mode: 'in-thread',
    start(input, format, onProgress) {
      const controller = new AbortController();
      const source =
        input.kind === 'text'
          ? textCaptureSource(input.text)
          : { size: input.file.size, read: (start: number, end: number) => readBlob(input.file, start, end) };
      const outcome = assembleInChunks(source, {
        ...(format ? { format } : {}),
        signal: controller.signal,
        onProgress,
      }).catch((error: unknown) => ({
        kind: 'refused' as const,
        message: `The capture could not be read: ${error instanceof Error ? error.message : String(error)}`,
      }));
      return { outcome, cancel: () => controller.abort() };
    },
  };
}
