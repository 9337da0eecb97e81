import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { ModelRequest } from '../core/model-request.ts';
import { demoChunkDelayMs } from '../demo/demo-pace.ts';
import { createBuiltInTooling } from './built-in-tooling.ts';

const request: ModelRequest = {
  system: '',
  messages: [{ role: 'user', parts: [{ kind: 'text', text: 'Hello' }] }],
  tools: [],
};

/** Reads the demo's first chunk, then how long (on the fake clock) the second one takes to come. */
async function secondChunkArrives(pace: 'human' | 'instant' | undefined, afterMs: number): Promise<boolean> {
  vi.useFakeTimers();
  onTestFinished(() => void vi.useRealTimers());
  const tooling = createBuiltInTooling(pace ? { demoPace: pace } : {});
  const stream = await tooling.createDemoClient().stream(request, { signal: new AbortController().signal });
  const reader = stream.body.getReader();
  await reader.read();
  let arrived = false;
  void reader.read().then(() => (arrived = true));
  await vi.advanceTimersByTimeAsync(afterMs);
  return arrived;
}

describe('the built-in demo client', () => {
  it('streams at the human pace unless told otherwise', async () => {
    expect(await secondChunkArrives(undefined, demoChunkDelayMs.human - 1)).toBe(false);
    expect(await secondChunkArrives(undefined, demoChunkDelayMs.human)).toBe(true);
    expect(await secondChunkArrives('human', demoChunkDelayMs.human - 1)).toBe(false);
  });

  it('sends the next chunk after one turn of the event loop at the instant pace', async () => {
    expect(await secondChunkArrives('instant', 0)).toBe(true);
  });
});
