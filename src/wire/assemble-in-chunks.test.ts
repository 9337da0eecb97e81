import { describe, expect, it } from 'vitest';
import { assembleCapture, type AssembledTurn } from './assemble-turn.ts';
import { assembleInChunks, textCaptureSource, type CaptureSource } from './assemble-in-chunks.ts';
import { loadWireFixtures } from './testing/load-wire-fixtures.ts';

const immediate = () => Promise.resolve();

function bytesSource(bytes: Uint8Array): CaptureSource & { readonly reads: number[] } {
  const reads: number[] = [];
  return {
    size: bytes.length,
    reads,
    read: async (start, end) => {
      reads.push(start);
      return bytes.subarray(start, end);
    },
  };
}

describe('assembleInChunks', () => {
  it('assembles every fixture in small chunks to the same turn as at once, reporting progress to the end', async () => {
    for (const fixture of loadWireFixtures()) {
      const progress: number[] = [];
      const outcome = await assembleInChunks(bytesSource(fixture.bytes), {
        chunkSize: 7,
        yieldControl: immediate,
        onProgress: (read, total) => {
          expect(total).toBe(fixture.bytes.length);
          progress.push(read);
        },
      });
      expect(outcome).toMatchObject({ kind: 'assembled', format: fixture.format, detected: true });
      if (outcome.kind !== 'assembled') continue;
      // Synthesized ids are random per run: compare everything else.
      const withoutIds = (turn: AssembledTurn) => ({
        ...turn,
        toolCalls: turn.toolCalls.map(({ id: _id, ...call }) => call),
      });
      expect(withoutIds(outcome.turn)).toEqual(withoutIds(assembleCapture(fixture.bytes, fixture.format)));
      expect(progress.at(-1)).toBe(fixture.bytes.length);
      expect(progress).toEqual([...progress].sort((a, b) => a - b));
    }
  });

  it('refuses a capture over the limit before reading it, naming the limit', async () => {
    const source = bytesSource(new Uint8Array(3 * 1024 * 1024));
    const outcome = await assembleInChunks(source, { maxBytes: 2 * 1024 * 1024 });
    expect(outcome).toEqual({
      kind: 'refused',
      message:
        'The capture is 3 MiB, more than the 2 MiB that can be assembled here. Split it, or run npm run assemble on it.',
    });
    expect(source.reads).toEqual([]);
  });

  it('stops at the next chunk when cancelled', async () => {
    const text = `${'data: {"choices":[{"index":0,"delta":{"content":"a"}}]}\n\n'.repeat(2_000)}data: [DONE]\n\n`;
    const controller = new AbortController();
    let chunks = 0;
    const outcome = await assembleInChunks(textCaptureSource(text), {
      format: 'openai-chat',
      chunkSize: 1000,
      signal: controller.signal,
      yieldControl: async () => {
        chunks += 1;
        if (chunks === 3) controller.abort();
      },
    });
    expect(outcome).toEqual({ kind: 'cancelled' });
    expect(chunks).toBe(3);
  });

  it('says when the format cannot be recognised', async () => {
    expect(await assembleInChunks(textCaptureSource('hello'), { yieldControl: immediate })).toEqual({
      kind: 'refused',
      message: 'The format could not be recognised. Choose it from the list.',
    });
  });

  it('hands on arguments nested thousands deep as raw text only', async () => {
    const raw = `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`;
    const capture = `data: ${JSON.stringify({ choices: [{ index: 0, delta: { tool_calls: [{ index: 0, id: 'c', function: { name: 'f', arguments: raw } }] }, finish_reason: 'tool_calls' }] })}\n\n`;
    const outcome = await assembleInChunks(textCaptureSource(capture), { yieldControl: immediate });
    expect(outcome).toMatchObject({
      kind: 'assembled',
      turn: {
        toolCalls: [{ arguments: null, rawArguments: raw, parseError: expect.stringMatching(/nest/) }],
      },
    });
    if (outcome.kind === 'assembled') expect(() => structuredClone(outcome.turn)).not.toThrow();
  });
});
