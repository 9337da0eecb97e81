import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assembleTurn } from './assemble-turn.ts';
import { resolveArguments } from './resolve-arguments.ts';
import type { StreamEvent, WireFormat } from './stream-event.ts';
import { wireFormats } from './stream-event.ts';
import { feedAt, loadWireFixtures } from './testing/load-wire-fixtures.ts';
import { byteMutation, mutateBytes } from './testing/mutate-bytes.ts';

const fixtures = loadWireFixtures();

/**
 * What must hold for any input, however damaged: every opened call ends exactly once and nothing follows its
 * end; an error, if any, is the single last event; a call either has usable arguments that are what its raw
 * text says, or none and a reason.
 */
function expectWellFormed(format: WireFormat, events: readonly StreamEvent[]): void {
  const open = new Set<string>();
  const ended = new Set<string>();
  events.forEach((event, index) => {
    if (event.type === 'error') expect(index).toBe(events.length - 1);
    if (event.type === 'tool-input-start') {
      expect(open.has(event.callId) || ended.has(event.callId)).toBe(false);
      open.add(event.callId);
    }
    if (event.type === 'tool-input-delta') expect(open.has(event.callId)).toBe(true);
    if (event.type !== 'tool-input-end') return;
    expect(open.delete(event.callId)).toBe(true);
    ended.add(event.callId);
    expect(event.providerId).not.toBe('');
    if (event.arguments === null) {
      expect(event.parseError).toEqual(expect.any(String));
    } else {
      expect(event.truncated).toBeUndefined();
      expect(Array.isArray(event.arguments)).toBe(false);
      if (event.rawArguments.trim() !== '' && event.rawArguments !== 'null') {
        expect(resolveArguments(event.rawArguments)).toEqual({ ok: true, value: event.arguments });
      }
    }
  });
  expect(open.size).toBe(0);
  expect(() => assembleTurn(format, events)).not.toThrow();
}

describe('fuzzing the assembler', () => {
  it('survives thousands of random mutations of every fixture with a well-formed turn', () => {
    let runs = 0;
    for (const fixture of fixtures) {
      fc.assert(
        fc.property(
          fc.array(byteMutation, { minLength: 1, maxLength: 4 }),
          fc.uniqueArray(fc.nat({ max: fixture.bytes.length }), { maxLength: 6 }),
          (mutations, cuts) => {
            runs += 1;
            const bytes = mutateBytes(fixture.bytes, mutations);
            const sorted = cuts.filter((cut) => cut <= bytes.length).sort((a, b) => a - b);
            let events: StreamEvent[] = [];
            expect(() => (events = feedAt(fixture.format, bytes, sorted))).not.toThrow();
            expectWellFormed(fixture.format, events);
          },
        ),
        { numRuns: 60 },
      );
    }
    expect(runs).toBeGreaterThanOrEqual(2000);
  });

  it.each(wireFormats)('survives random bytes and random text as %s', (format) => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.uint8Array({ maxLength: 400 }),
          fc.string({ unit: 'binary', maxLength: 400 }).map((text) => new TextEncoder().encode(text)),
          fc
            .array(
              fc.constantFrom(
                'data: ',
                'data:',
                '{',
                '}',
                '[DONE]',
                '\n',
                '\r',
                '\r\n',
                '"',
                ':',
                'event: x',
              ),
            )
            .map((parts) => new TextEncoder().encode(parts.join(''))),
        ),
        (bytes) => {
          let events: StreamEvent[] = [];
          expect(() => (events = feedAt(format, bytes, [Math.floor(bytes.length / 2)]))).not.toThrow();
          expectWellFormed(format, events);
        },
      ),
      { numRuns: 150 },
    );
  });
});
