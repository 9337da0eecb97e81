import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AssembledTurn } from '../assemble-turn.ts';
import { wireFormats, type WireFormat } from '../stream-event.ts';

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
