import type { CaptureOutcome } from '../wire/assemble-in-chunks.ts';
import type { WireFormat } from '../wire/stream-event.ts';

/** A capture handed to the assembler: pasted text, or a file read from disk piece by piece. */
export type CaptureInput =
  { readonly kind: 'text'; readonly text: string } | { readonly kind: 'file'; readonly file: Blob };

/** Messages to the capture worker. */
export type CaptureAssemblyRequest =
  | {
      readonly type: 'assemble';
      readonly id: number;
      readonly input: CaptureInput;
      readonly format?: WireFormat;
    }
  | { readonly type: 'cancel'; readonly id: number };

/** Messages from the capture worker. */
export type CaptureAssemblyResponse =
  | { readonly type: 'progress'; readonly id: number; readonly read: number; readonly total: number }
  | { readonly type: 'outcome'; readonly id: number; readonly outcome: CaptureOutcome };

/** Reads a piece of a Blob as bytes, where `Blob.arrayBuffer` is missing too (older engines, jsdom). */
export async function readBlob(blob: Blob, start: number, end: number): Promise<Uint8Array> {
  const piece = blob.slice(start, end);
  if (typeof piece.arrayBuffer === 'function') return new Uint8Array(await piece.arrayBuffer());
  return new Uint8Array(await new Response(piece).arrayBuffer());
}
