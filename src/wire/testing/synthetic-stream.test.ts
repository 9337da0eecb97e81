import { describe, expect, it } from 'vitest';
import { assembleCapture } from '../assemble-turn.ts';
import { detectFormat } from '../detect-format.ts';
import { wireFormats } from '../stream-event.ts';
import { syntheticStream } from './synthetic-stream.ts';

describe('syntheticStream', () => {
  it.each(wireFormats)('builds a %s turn that assembles cleanly', (format) => {
    const bytes = syntheticStream(format, 200_000);
    expect(bytes.length).toBeGreaterThanOrEqual(200_000);
    expect(detectFormat(new TextDecoder().decode(bytes))).toBe(format);
    const turn = assembleCapture(bytes, format);
    expect(turn.errors).toEqual([]);
    expect(turn.toolCalls.length).toBeGreaterThan(5);
    for (const call of turn.toolCalls) expect(call.arguments).toMatchObject({ overwrite: true });
    expect(turn.text).toContain('naïve ok. 🚀');
  });
});
