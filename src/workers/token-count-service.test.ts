import { describe, expect, it } from 'vitest';
import { TokenCounter } from '../core/tokens/token-counter.ts';
import { countPartTokens, toolDeclarationText } from '../core/tokens/part-texts.ts';
import { textPart } from '../core/tokens/test-conversation.ts';
import { TokenCountService } from './token-count-service.ts';
import type { CountItem, TokenCounterResponse } from './token-counter-shared.ts';
import { createTokenCounterClient } from './token-counter-main.ts';
import { referenceRankTier } from '../core/tokens/reference-rank-tiers.ts';
import { until } from '../test/until.ts';

const referenceCounter = () => new TokenCounter({ loadTier: referenceRankTier });

function collect() {
  const responses: TokenCounterResponse[] = [];
  return { responses, post: (response: TokenCounterResponse) => responses.push(response) };
}

const texts = (count: number, prefix = 'text'): CountItem[] =>
  Array.from({ length: count }, (_, key) => ({ kind: 'text', key, text: `${prefix} ${key}` }));

/** A word whose o200k_base token (177,675) is in the rest tier: only the full table can count it. */
const rareText = 'Мы ведём переговоры';

describe('token count service', () => {
  it('answers parts with header and body, texts and tools with a body', async () => {
    const { responses, post } = collect();
    const service = new TokenCountService(post, referenceCounter());
    service.handle({
      type: 'count',
      requestId: 1,
      encoding: 'o200k_base',
      items: [
        { kind: 'part', key: 0, part: textPart('p1', 'hello world') },
        { kind: 'text', key: 1, text: 'hello world' },
        { kind: 'tool', key: 2, tool: { name: 'x', description: 'y', inputSchema: {} } },
      ],
    });
    await until(() => responses.some((response) => response.type === 'counted' && response.done));
    const results = responses.flatMap((response) => (response.type === 'counted' ? response.results : []));
    expect(results[0]).toMatchObject({ key: 0, body: 2 });
    expect(results[0]!.header).toBeGreaterThan(2);
    expect(results[1]).toEqual({ key: 1, header: 0, body: 2 });
    expect(results[2]!.body).toBeGreaterThan(5);
  });

  it('serves the newest request first and drops cancelled ones', async () => {
    const { responses, post } = collect();
    const counter = referenceCounter();
    await counter.load('o200k_base');
    const service = new TokenCountService(post, counter, { sliceMs: 0.001 });
    service.handle({ type: 'count', requestId: 1, encoding: 'o200k_base', items: texts(200) });
    service.handle({ type: 'count', requestId: 2, encoding: 'o200k_base', items: texts(200) });
    service.handle({ type: 'count', requestId: 3, encoding: 'o200k_base', items: texts(2) });
    service.handle({ type: 'cancel', requestIds: [1] });
    await until(() =>
      responses.some((response) => response.type === 'counted' && response.requestId === 2 && response.done),
    );
    const finished = responses
      .filter((response) => response.type === 'counted' && response.done)
      .map((response) => response.requestId);
    expect(finished).toEqual([3, 2]);
    expect(responses.some((response) => response.requestId === 1)).toBe(false);
  });

  it('answers texts whose counts were seeded before any rank table arrives; others wait for it', async () => {
    const { responses, post } = collect();
    const loads: string[] = [];
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const counter = new TokenCounter({
      loadTier: async (encoding, tier) => {
        loads.push(`${encoding}/${tier}`);
        await released;
        return referenceRankTier(encoding, tier);
      },
    });
    const tool = { name: 'search', description: 'Finds records.', inputSchema: { type: 'object' } };
    const declaration = toolDeclarationText(tool);
    counter.seed('o200k_base', [declaration, 'hello world'], [17, 2]);
    const service = new TokenCountService(post, counter);
    service.handle({ type: 'count', requestId: 2, encoding: 'o200k_base', items: texts(1, 'unseen') });
    service.handle({
      type: 'count',
      requestId: 1,
      encoding: 'o200k_base',
      items: [
        { kind: 'tool', key: 0, tool },
        { kind: 'text', key: 1, text: 'hello world' },
      ],
    });
    await until(() => responses.some((response) => response.type === 'counted' && response.requestId === 1));
    expect(responses).toEqual([
      {
        type: 'counted',
        requestId: 1,
        results: [
          { key: 0, header: 0, body: 17 },
          { key: 1, header: 0, body: 2 },
        ],
        done: true,
      },
    ]);
    expect(loads).toEqual(['o200k_base/first']);
    release();
    await until(() => responses.some((response) => response.type === 'counted' && response.requestId === 2));
    const reference = referenceCounter();
    await reference.load('o200k_base');
    expect(responses.at(-1)).toMatchObject({
      requestId: 2,
      results: [{ key: 0, body: reference.count('unseen 0', 'o200k_base') }],
      done: true,
    });
  });

  it('refuses a seed whose texts and counts do not pair up', () => {
    const counter = referenceCounter();
    expect(() => counter.seed('o200k_base', ['a', 'b'], [1])).toThrow('Seeded 2 texts with 1 counts');
    expect(() => counter.seed('o200k_base', ['a'], [1.5])).toThrow('is not a number of tokens');
  });

  it('reports a failed rank load instead of hanging', async () => {
    const { responses, post } = collect();
    const counter = new TokenCounter({ loadTier: () => Promise.reject(new Error('offline')) });
    const service = new TokenCountService(post, counter);
    service.handle({ type: 'count', requestId: 7, encoding: 'cl100k_base', items: texts(1) });
    await until(() => responses.length > 0);
    expect(responses).toEqual([{ type: 'failed', requestId: 7, error: expect.stringMatching(/offline/) }]);
  });

  it('answers what the first tier settles while the rest of the table is still on its way', async () => {
    const { responses, post } = collect();
    let releaseRest: () => void = () => undefined;
    const restRequested = new Promise<void>((resolve) => {
      releaseRest = resolve;
    });
    const requested: string[] = [];
    const counter = new TokenCounter({
      loadTier: async (encoding, tier) => {
        requested.push(tier);
        if (tier === 'rest') await restRequested;
        return referenceRankTier(encoding, tier);
      },
    });
    const service = new TokenCountService(post, counter);
    const items: CountItem[] = [
      { kind: 'text', key: 0, text: 'plain ASCII words' },
      { kind: 'part', key: 1, part: textPart('p1', rareText) },
      { kind: 'text', key: 2, text: 'naïve café' },
    ];
    service.handle({ type: 'count', requestId: 1, encoding: 'o200k_base', items });
    // The rest is asked for once every item went through the first tier.
    await until(() => requested.includes('rest'));
    const early = () =>
      responses.flatMap((response) => (response.type === 'counted' ? response.results : []));
    // The first tier's answers for the two items it can count; the rare word's waits for the rest, held back here.
    await until(() => early().length >= 2);
    expect(
      early()
        .map((result) => result.key)
        .sort(),
    ).toEqual([0, 2]);
    expect(responses.some((response) => response.type === 'counted' && response.done)).toBe(false);
    releaseRest();
    await until(() => responses.some((response) => response.type === 'counted' && response.done));
    const results = responses.flatMap((response) => (response.type === 'counted' ? response.results : []));
    const reference = referenceCounter();
    await reference.load('o200k_base');
    const part = {
      ...countPartTokens(textPart('p1', rareText), (text) => reference.count(text, 'o200k_base')),
    };
    expect(results.find((result) => result.key === 1)).toEqual({ key: 1, ...part });
    expect(results.find((result) => result.key === 0)!.body).toBe(
      reference.count('plain ASCII words', 'o200k_base'),
    );
  });

  it('fetches the rest of an encoding in use once idle', async () => {
    const { responses, post } = collect();
    const requested: string[] = [];
    const counter = new TokenCounter({
      loadTier: (encoding, tier) => {
        requested.push(`${encoding}/${tier}`);
        return referenceRankTier(encoding, tier);
      },
    });
    const service = new TokenCountService(post, counter, { prefetchAfterMs: 400 });
    service.handle({ type: 'count', requestId: 1, encoding: 'cl100k_base', items: texts(3) });
    await until(() => responses.some((response) => response.type === 'counted' && response.done));
    expect(requested).toEqual(['cl100k_base/first']);
    await until(() => counter.isLoaded('cl100k_base'));
    expect(requested).toEqual(['cl100k_base/first', 'cl100k_base/rest']);
    expect(counter.isLoaded('o200k_base', 'first')).toBe(false);
  });
});

/** A stand-in for a Worker whose script runs in this thread, or fails to start. */
class FakeWorker extends EventTarget {
  private readonly service = new TokenCountService(
    (response) => setTimeout(() => this.dispatchEvent(new MessageEvent('message', { data: response })), 0),
    referenceCounter(),
  );
  terminated = false;

  constructor(private readonly broken = false) {
    super();
  }

  postMessage(request: Parameters<TokenCountService['handle']>[0]): void {
    if (this.broken) setTimeout(() => this.dispatchEvent(new Event('error')), 0);
    else this.service.handle(request);
  }

  terminate(): void {
    this.terminated = true;
  }
}

describe('token counter client', () => {
  it('counts through a worker', async () => {
    const worker = new FakeWorker();
    const client = createTokenCounterClient({
      createWorker: () => worker as unknown as Worker,
      createCounter: referenceCounter,
    });
    expect(client.mode).toBe('worker');
    const progress: number[] = [];
    const results = await client.count('o200k_base', texts(3), {
      onProgress: (slice) => progress.push(slice.length),
    });
    expect(results.map((result) => result.key)).toEqual([0, 1, 2]);
    expect(progress.reduce((sum, size) => sum + size, 0)).toBe(3);
    client.dispose();
    expect(worker.terminated).toBe(true);
  });

  it('falls back to the page thread when the worker fails to start', async () => {
    const client = createTokenCounterClient({
      createWorker: () => new FakeWorker(true) as unknown as Worker,
      createCounter: referenceCounter,
    });
    const results = await client.count('o200k_base', texts(2));
    expect(results).toHaveLength(2);
    expect(client.mode).toBe('in-thread');
    client.dispose();
  });

  it('rejects an aborted request', async () => {
    const client = createTokenCounterClient({ createCounter: referenceCounter });
    const controller = new AbortController();
    const pending = client.count('o200k_base', texts(5), { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow();
    client.dispose();
  });
});
