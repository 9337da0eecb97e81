import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assembleAt,
  assembleByteByByte,
  loadWireFixtures,
  normalizeTurn,
} from './testing/load-wire-fixtures.ts';

const fixtures = loadWireFixtures();

// Splitting at every offset costs one whole assembly per byte, so its cost grows with the square of a capture's
// length, and the few long captures are long for repeating the same kinds of event. Every offset is tried in
// the first KiB (all of most captures) and next to every line break all the way through (where the framing
// splits: CR, LF, the blank line ending an event); in between, inside one line's payload, which is only
// buffered until its line ends, a long capture is split every 16 bytes. Feeding one byte at a time (below)
// still puts a boundary at every offset of every capture.
const everyOffsetUpTo = 1024;
const nearLineBreak = 2;
const stride = 16;

/** The offsets at which {@link fixtures}' captures are split in two. */
function splitOffsets(bytes: Uint8Array): number[] {
  const offsets: number[] = [];
  const isLineBreak = (index: number) => bytes[index] === 0x0a || bytes[index] === 0x0d;
  for (let cut = 0; cut <= bytes.length; cut++) {
    let near = cut <= everyOffsetUpTo || cut % stride === 0 || cut === bytes.length;
    for (let index = cut - nearLineBreak; !near && index <= cut + nearLineBreak; index++)
      near = isLineBreak(index);
    if (near) offsets.push(cut);
  }
  return offsets;
}

describe('wire fixtures', () => {
  it('cover every format with the three shared scenarios and quirk fixtures', () => {
    const names = fixtures.map((fixture) => fixture.name);
    for (const format of new Set(fixtures.map((fixture) => fixture.format))) {
      for (const scenario of ['text-then-tool', 'parallel', 'empty-args']) {
        expect(names.some((name) => name.startsWith(`${format}/${scenario}.`))).toBe(true);
      }
      expect(names.some((name) => name.startsWith(`${format}/quirk-`))).toBe(true);
    }
    expect(new Set(fixtures.map((fixture) => fixture.format)).size).toBe(7);
  });

  describe.each(fixtures.map((fixture) => [fixture.name, fixture] as const))('%s', (_name, fixture) => {
    const { format, bytes, expected } = fixture;

    it('assembles to the expected turn when fed whole', () => {
      expect(normalizeTurn(assembleAt(format, bytes, []))).toEqual(expected);
    });

    it('assembles to the same turn fed one byte at a time', () => {
      expect(normalizeTurn(assembleByteByByte(format, bytes))).toEqual(expected);
    });

    it('assembles to the same turn split in two at every offset of its first KiB and beside every line break', () => {
      const whole = JSON.stringify(normalizeTurn(assembleAt(format, bytes, [])));
      for (const cut of splitOffsets(bytes)) {
        const turn = normalizeTurn(assembleAt(format, bytes, [cut]));
        if (JSON.stringify(turn) !== whole) expect({ cut, turn }).toEqual({ cut, turn: expected });
      }
    });

    it('assembles to the same turn for any random chunking', () => {
      const whole = JSON.stringify(normalizeTurn(assembleAt(format, bytes, [])));
      fc.assert(
        fc.property(fc.uniqueArray(fc.integer({ min: 0, max: bytes.length }), { maxLength: 40 }), (cuts) => {
          const turn = normalizeTurn(
            assembleAt(
              format,
              bytes,
              [...cuts].sort((a, b) => a - b),
            ),
          );
          expect(JSON.stringify(turn)).toBe(whole);
        }),
        { numRuns: 60 },
      );
    });
  });
});
