import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assembleTurn, type AssembledTurn } from '../assemble-turn.ts';
import { createStreamAssembler } from '../create-stream-assembler.ts';
import { wireFormats, type StreamEvent, type WireFormat } from '../stream-event.ts';

/** One raw capture and the turn it must assemble to. */
export interface WireFixture {
  readonly format: WireFormat;
  readonly name: string;
  readonly bytes: Uint8Array;
  /** The expected turn without the fixture's description fields, with `errors` defaulting to []. */
  readonly expected: Readonly<Record<string, unknown>>;
}

const fixturesDirectory = join(dirname(fileURLToPath(import.meta.url)), '..', '__fixtures__');
const descriptionFields = ['scenario', 'wire', 'lineEnding', 'terminator', 'notes', 'sources'];

/** Loads every fixture under `src/wire/__fixtures__/<format>/`: the shared ones and the quirk ones. */
export function loadWireFixtures(): readonly WireFixture[] {
  return wireFormats.flatMap((format) => {
    const directory = join(fixturesDirectory, format);
    return readdirSync(directory)
      .filter((file) => /\.(sse|ndjson)$/.test(file))
      .sort()
      .map((file) => {
        const expectedFile = join(directory, file.replace(/\.(sse|ndjson)$/, '.expected.json'));
        const expected = JSON.parse(readFileSync(expectedFile, 'utf8')) as Record<string, unknown>;
        for (const field of descriptionFields) delete expected[field];
        return {
          format,
          name: `${format}/${file}`,
          bytes: new Uint8Array(readFileSync(join(directory, file))),
          expected: { errors: [], ...expected },
        };
      });
  });
}

/** A deterministic id generator, so that synthesized ids (`id-1`, `id-2`, …) can be written into fixtures. */
export function countingIds(): () => string {
  let count = 0;
  return () => `id-${++count}`;
}

/**
 * Replaces the engine's own JSON.parse message, which differs between engine versions, with the fixtures'
 * `PARSE_ERROR` placeholder.
 */
export function normalizeTurn(turn: AssembledTurn): Record<string, unknown> {
  return {
    ...turn,
    toolCalls: turn.toolCalls.map((call) =>
      typeof call.parseError === 'string' && call.parseError.startsWith('arguments are not valid JSON: ')
        ? { ...call, parseError: 'arguments are not valid JSON: PARSE_ERROR' }
        : call,
    ),
  };
}

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
