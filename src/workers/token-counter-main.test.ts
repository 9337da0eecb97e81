import { describe, expect, it } from 'vitest';
import { setPruning, updatePart } from '../core/conversation.ts';
import type { Conversation } from '../core/conversation.ts';
import { ContextCostCalculator } from '../core/tokens/context-cost-calculator.ts';
import { TokenCounter } from '../core/tokens/token-counter.ts';
import { conversationOf, executedCallPart, messageOf, textPart } from '../core/tokens/test-conversation.ts';
import type { TokenCounterClient } from './token-counter-main.ts';
import { createTokenCounterClient } from './token-counter-main.ts';
import { createTokenMeter } from './token-meter.ts';
import type { CountItem } from './token-counter-shared.ts';
import { referenceRankTier } from '../core/tokens/reference-rank-tiers.ts';
import { until } from '../test/until.ts';
import { buildEffectiveContext } from '../core/effective-context.ts';
import { countRequest } from '../providers/request-tokens/count-request.ts';

function spyingClient() {
  const inner = createTokenCounterClient({
    createCounter: () => new TokenCounter({ loadTier: referenceRankTier }),
  });
  const sent: CountItem[] = [];
  // While held, counts wait: a test can look at the meter while a recount is under way, however fast it is.
  let held: Promise<void> = Promise.resolve();
  let release = () => undefined as void;
  const client: TokenCounterClient = {
    mode: inner.mode,
    count: async (encoding, items, options) => {
      sent.push(...items);
      await held;
      return inner.count(encoding, items, options);
    },
    preload: (encoding) => inner.preload(encoding),
    dispose: () => inner.dispose(),
  };
  const hold = () => {
    held = new Promise<void>((resolve) => (release = resolve));
  };
  return { client, sent, hold, release: () => release() };
}

/** A clock on which every summary takes 50 ms, past the meter's threshold for rebuilding at once. */
function slowClock(): () => number {
  let time = 0;
  return () => (time += 50);
}

const conversation: Conversation = conversationOf(
  [
    messageOf('m1', 'user', [textPart('p1', 'List the overdue invoices.')]),
    messageOf('m2', 'model', [
      textPart('p2', 'Looking them up.'),
      executedCallPart('p3', 'search_records', { entity: 'Invoice' }, 'invoice '.repeat(500)),
    ]),
  ],
  'You are a careful agent.',
);
const tools = [{ name: 'search_records', description: 'Search records.', inputSchema: { type: 'object' } }];

async function expected(input: Conversation, encoding: 'o200k_base' | 'cl100k_base') {
  const counter = new TokenCounter({ loadTier: referenceRankTier });
  await counter.load(encoding);
  return new ContextCostCalculator(counter).cost({ conversation: input, encoding, tools });
}

describe('token meter', () => {
  it('counts in the background and settles on the calculator figures', async () => {
    const { client } = spyingClient();
    const meter = createTokenMeter({ client });
    expect(meter.snapshot().status).toBe('idle');
    let notified = 0;
    meter.subscribe(() => (notified += 1));
    meter.update(conversation, 'gpt-4o', tools);
    expect(meter.snapshot().status).toBe('counting');
    await until(() => meter.snapshot().status === 'ready');
    const snapshot = meter.snapshot();
    const reference = await expected(conversation, 'o200k_base');
    expect(snapshot.breakdown).toEqual(reference.breakdown);
    expect(snapshot.perPart.get('p3')).toEqual(reference.perPart.get('p3'));
    expect(snapshot.perMessage.get('m2')).toBe(reference.messages[1]!.tokens);
    expect(snapshot.totals.tokens).toBe(reference.breakdown.total);
    expect(snapshot.totals.costUsd).toBeCloseTo((reference.breakdown.total * 2.5) / 1_000_000);
    // Without a provider the request has no framing to count: GPT-4o is exact only in a Chat Completions request.
    expect(snapshot.estimate).toBe(true);
    expect(snapshot.band).toMatch(/exact in Chat Completions requests/);
    expect(meter.snapshot()).toBe(snapshot);
    expect(notified).toBeGreaterThan(1);

    meter.update(conversation, 'gpt-4o', tools, undefined, undefined, 'openai-chat');
    await until(() => meter.snapshot().status === 'ready' && meter.snapshot().breakdown.framing > 0);
    const shaped = meter.snapshot();
    const counter = new TokenCounter({ loadTier: referenceRankTier });
    await counter.load('o200k_base');
    const body = countRequest(
      { provider: 'openai-chat', model: 'gpt-4o', baseUrl: 'http://localhost:1/v1' },
      { system: conversation.systemPrompt, tools, messages: buildEffectiveContext(conversation) },
      'issuer',
      (text) => counter.count(text, 'o200k_base'),
    );
    expect(shaped.totals.tokens).toBe(body.total);
    expect(shaped.breakdown.framing).toBe(body.lines.framing);
    expect(shaped.estimate).toBe(false);
    meter.dispose();
  });

  it('sends only the edited part after an edit, and nothing after a prune or a pin', async () => {
    const { client, sent, hold, release } = spyingClient();
    const meter = createTokenMeter({ client });
    meter.update(conversation, 'gpt-4o', tools);
    await until(() => meter.snapshot().status === 'ready');
    sent.length = 0;
    const before = meter.snapshot().perPart.get('p2')!.tokens;
    const edited = updatePart(conversation, 'p2', () => textPart('p2', 'Looking them up now.'));
    hold();
    meter.update(edited, 'gpt-4o', tools);
    // While the edited part is recounted, the meter shows it pending with its old figure.
    await until(() => meter.snapshot().pendingParts.has('p2'));
    expect(meter.snapshot().pendingParts).toEqual(new Set(['p2']));
    expect(meter.snapshot().perPart.get('p2')!.tokens).toBe(before);
    release();
    await until(() => meter.snapshot().status === 'ready');
    expect(sent.map((item) => (item.kind === 'part' ? item.part.id : item.kind))).toEqual(['p2']);
    expect(meter.snapshot().breakdown).toEqual((await expected(edited, 'o200k_base')).breakdown);
    sent.length = 0;
    // A prune or a pin needs no count: the snapshot follows it (at once, or in a task when the last summary
    // took long, as it can on a busy machine) and nothing is sent to the worker.
    const pruned = setPruning(edited, 'p3', 'pruned');
    meter.update(pruned, 'gpt-4o', tools);
    await until(() => meter.snapshot().perPart.get('p3')!.effectivelyPruned);
    expect(meter.snapshot().status).toBe('ready');
    meter.update(setPruning(pruned, 'p3', 'pinned'), 'gpt-4o', tools);
    await until(() => !meter.snapshot().perPart.get('p3')!.effectivelyPruned);
    expect(meter.snapshot().status).toBe('ready');
    expect(sent).toEqual([]);
    meter.dispose();
  });

  // A summary that took long by the clock defers the next one to a task; a quick one rebuilds at once. Both
  // branches are driven here by the meter's clock, so what the test sees does not depend on this machine's speed.
  it.each([
    ['a quick summary (rebuilt at once)', () => 0],
    ['a slow summary (rebuilt in a task)', slowClock()],
  ])('recounts lazily after a model switch, showing the old figures meanwhile: %s', async (_, now) => {
    const { client } = spyingClient();
    const meter = createTokenMeter({ client, now });
    meter.update(conversation, 'gpt-4o', tools);
    await until(() => meter.snapshot().status === 'ready');
    const before = meter.snapshot().totals.tokens;
    meter.update(conversation, 'gpt-4-0613', tools);
    const switching = meter.snapshot();
    expect(switching.status).toBe('counting');
    expect(switching.encoding).toBe('cl100k_base');
    expect(switching.totals.tokens).toBe(before);
    await until(() => meter.snapshot().status === 'ready');
    expect(meter.snapshot().breakdown).toEqual((await expected(conversation, 'cl100k_base')).breakdown);
    meter.update(conversation, 'gpt-4o', tools);
    await until(() => meter.snapshot().status === 'ready');
    expect(meter.snapshot().encoding).toBe('o200k_base');
    expect(meter.snapshot().totals.tokens).toBe(before);
    meter.dispose();
  });

  it('labels estimates and calibrates them from reported usage', async () => {
    const changes: unknown[] = [];
    const meter = createTokenMeter({
      client: spyingClient().client,
      onCalibrationChange: (state) => changes.push(state),
    });
    meter.update(conversation, 'claude-sonnet-4-5', tools);
    await until(() => meter.snapshot().status === 'ready');
    const snapshot = meter.snapshot();
    expect(snapshot.estimate).toBe(true);
    expect(snapshot.calibrated).toBeUndefined();
    meter.reportUsage(Math.round(snapshot.totals.tokens * 1.2));
    const calibrated = meter.snapshot().calibrated!;
    expect(calibrated.ratio).toBeCloseTo(1.2, 2);
    expect(calibrated.tokens).toBe(Math.round(snapshot.totals.tokens * calibrated.ratio));
    expect(calibrated.samples).toBe(1);
    expect(changes).toHaveLength(1);
    expect(Object.keys(meter.calibration())).toEqual(['claude-sonnet-4-5']);
    meter.dispose();
  });

  it('counts special-token strings as text without failing', async () => {
    const meter = createTokenMeter({ client: spyingClient().client });
    const tricky = conversationOf([
      messageOf('m1', 'tool', [textPart('p1', 'output <|endoftext|> more <|im_start|>')]),
    ]);
    meter.update(tricky, 'gpt-4o');
    await until(() => meter.snapshot().status === 'ready');
    expect(meter.snapshot().error).toBeUndefined();
    expect(meter.snapshot().perPart.get('p1')!.tokens).toBeGreaterThan(8);
    meter.dispose();
  });

  it("keeps per-message sums right as messages age past their parts' max depth", async () => {
    const meter = createTokenMeter({ client: spyingClient().client });
    const counter = new TokenCounter({ loadTier: referenceRankTier });
    await counter.load('o200k_base');
    const calculator = new ContextCostCalculator(counter);
    const first = messageOf('m0', 'model', [
      executedCallPart('c0', 'lookup', { id: 1 }, 'result '.repeat(40)),
      { id: 'r0', kind: 'reasoning', pruning: 'auto', text: 'thinking '.repeat(30) },
      {
        id: 'b0',
        kind: 'blob',
        pruning: 'auto',
        name: 'a.txt',
        mimeType: 'text/plain',
        data: 'data '.repeat(30),
      },
      { ...textPart('k0', 'kept forever '.repeat(10)), maxDepth: -1 },
      textPart('t0', 'pinned text '.repeat(10), 'pinned'),
    ]);
    let current = conversationOf([first]);
    for (let turn = 1; turn <= 10; turn += 1) {
      current = {
        ...current,
        messages: [
          ...current.messages,
          messageOf(`m${turn}`, 'user', [textPart(`u${turn}`, `turn ${turn}`)]),
        ],
      };
      meter.update(current, 'gpt-4o');
      await until(() => meter.snapshot().status === 'ready');
      const reference = calculator.cost({ conversation: current, encoding: 'o200k_base' });
      expect(meter.snapshot().breakdown, `after ${turn} turns`).toEqual(reference.breakdown);
      expect([...meter.snapshot().perPart.values()]).toEqual([...reference.perPart.values()]);
    }
    meter.dispose();
  });

  it('uses the in-thread counter where workers are unavailable', () => {
    const client = createTokenCounterClient({
      createCounter: () => new TokenCounter({ loadTier: referenceRankTier }),
    });
    expect(client.mode).toBe('in-thread');
    client.dispose();
  });
});
