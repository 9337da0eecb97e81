import { assembleTurn, type AssembledTurn } from '../assemble-turn.ts';
import { createStreamAssembler } from '../create-stream-assembler.ts';
import type { StreamEvent, WireFormat } from '../stream-event.ts';
import { countingIds } from './load-wire-fixtures.ts';

/** Feeds the bytes cut at the given offsets (ascending, any may repeat) and returns every event. */
export function feedAt(format: WireFormat, bytes: Uint8Array, cuts: readonly number[]): StreamEvent[] {
  const assembler = createStreamAssembler(format, { createId: countingIds() });
  const events: StreamEvent[] = [];
  let start = 0;
  for (const cut of [...cuts, bytes.length]) {
    events.push(...assembler.push(bytes.subarray(start, cut)));
    start = cut;
  }
  events.push(...assembler.end());
  return events;
}

/** Assembles the bytes cut at the given offsets. */
export function assembleAt(format: WireFormat, bytes: Uint8Array, cuts: readonly number[]): AssembledTurn {
  return assembleTurn(format, feedAt(format, bytes, cuts));
}

/** Assembles the bytes fed one byte at a time. */
export function assembleByteByByte(format: WireFormat, bytes: Uint8Array): AssembledTurn {
  return assembleAt(
    format,
    bytes,
    Array.from({ length: bytes.length }, (_, index) => index),
  );
}
