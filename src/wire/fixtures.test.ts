import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assembleAt,
  assembleByteByByte,
  loadWireFixtures,
  normalizeTurn,
} from './testing/load-wire-fixtures.ts';

const fixtures = loadWireFixtures();

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

    it('assembles to the same turn split in two at every byte offset', () => {
      const whole = JSON.stringify(normalizeTurn(assembleAt(format, bytes, [])));
      for (let cut = 0; cut <= bytes.length; cut++) {
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
