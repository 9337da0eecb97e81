import { createTurnFolder, type AssembledTurn } from './assemble-turn.ts';
import { createStreamAssembler } from './create-stream-assembler.ts';
import { detectFormat } from './detect-format.ts';
import { limitTurnDepth } from './limit-turn-depth.ts';
import type { WireFormat } from './stream-event.ts';

/** The largest capture that is assembled: 64 MiB. Past it a capture is refused, with this limit named. */
export const maxCaptureBytes = 64 * 1024 * 1024;
/** How much is read and assembled between two yields: about a megabyte. */
export const captureChunkSize = 1024 * 1024;
/** How much of a capture's head format detection reads. */
const detectionHeadSize = 256 * 1024;

/**
 * A capture to read piece by piece: bytes (a file) or text (a paste), by offset. `size` is in bytes for bytes
 * and in characters for text; `read` returns the piece from `start` to `end`.
 */
export interface CaptureSource {
  readonly size: number;
  read(start: number, end: number): Promise<Uint8Array | string>;
}

/** Options of {@link assembleInChunks}. */
export interface AssembleInChunksOptions {
  /** The wire format; detected from the capture's head when absent. */
  readonly format?: WireFormat;
  readonly maxBytes?: number;
  readonly chunkSize?: number;
  /** Aborting stops at the next chunk; the outcome is then `cancelled`. */
  readonly signal?: AbortSignal;
  /** Called after each chunk with how much has been read, out of the whole. */
  readonly onProgress?: (read: number, total: number) => void;
  /** Gives the thread to other work between chunks; a macrotask by default. */
  readonly yieldControl?: () => Promise<void>;
}

/** How assembling a capture ended. */
export type CaptureOutcome =
  | {
      readonly kind: 'assembled';
      readonly format: WireFormat;
      readonly detected: boolean;
      readonly turn: AssembledTurn;
    }
  | { readonly kind: 'refused'; readonly message: string }
  | { readonly kind: 'cancelled' };

const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Assembles a capture of any size up to the limit, a chunk at a time, yielding between chunks so that the
 * thread it runs on (a worker, or the page when there is none) stays responsive and a Cancel is heard. The
 * format is detected from the head. The turn's arguments are bounded in depth ({@link limitTurnDepth}), so it
 * can be posted between threads and rendered whatever the capture held.
 */
export async function assembleInChunks(
  source: CaptureSource,
  options: AssembleInChunksOptions = {},
): Promise<CaptureOutcome> {
  const maxBytes = options.maxBytes ?? maxCaptureBytes;
  const chunkSize = options.chunkSize ?? captureChunkSize;
  const yieldControl = options.yieldControl ?? nextTask;
  if (source.size > maxBytes) {
    return {
      kind: 'refused',
      message: `The capture is ${formatBytes(source.size)}, more than the ${formatBytes(maxBytes)} that can be assembled here. Split it, or run npm run assemble on it.`,
    };
  }
  let format = options.format;
  if (format === undefined) {
    const head = await source.read(0, Math.min(source.size, detectionHeadSize));
    format = detectFormat(typeof head === 'string' ? head : new TextDecoder().decode(head));
    if (format === undefined) {
      return { kind: 'refused', message: 'The format could not be recognised. Choose it from the list.' };
    }
  }
  const assembler = createStreamAssembler(format);
  const folder = createTurnFolder(format);
  for (let start = 0; start < source.size; start += chunkSize) {
    if (options.signal?.aborted) return { kind: 'cancelled' };
    const end = Math.min(source.size, start + chunkSize);
    for (const event of assembler.push(await source.read(start, end))) folder.add(event);
    options.onProgress?.(end, source.size);
    // A turn that is over (an error, a terminator) cannot change: the rest need not be read.
    if (!assembler.accepting) break;
    await yieldControl();
  }
  if (options.signal?.aborted) return { kind: 'cancelled' };
  for (const event of assembler.end()) folder.add(event);
  options.onProgress?.(source.size, source.size);
  return {
    kind: 'assembled',
    format,
    detected: options.format === undefined,
    turn: limitTurnDepth(folder.turn()),
  };
}

/** A byte count for people: `812 KB`, `30.0 MB`, `64 MiB` style with binary units. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KiB`;
  const mebibytes = bytes / (1024 * 1024);
  return `${Number.isInteger(mebibytes) ? mebibytes : mebibytes.toFixed(1)} MiB`;
}

/** A source over text already in memory (a paste). */
export function textCaptureSource(text: string): CaptureSource {
  return { size: text.length, read: async (start, end) => text.slice(start, end) };
}
