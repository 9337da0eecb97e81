import { beforeAll, describe, expect, it } from 'vitest';
import { setPruning, updatePart } from '../conversation.ts';
import type { Part } from '../part.ts';
import { metadataHeader } from '../pruning.ts';
import { setModifiedArgument } from '../tool-call.ts';
import { toolResponse } from '../tool-response.ts';
import { ContextCostCalculator } from './context-cost-calculator.ts';
import { stableDepthRange, summarizeConversationCost } from './context-cost.ts';
import { partBodyTexts } from './part-texts.ts';
import { TokenCounter } from './token-counter.ts';
import {
  conversationOf,
  executedCallPart,
  messageOf,
  pendingCallPart,
  textPart,
} from './test-conversation.ts';
import { referenceRankTier } from './reference-rank-tiers.ts';

const counter = new TokenCounter({ loadTier: referenceRankTier });
const count = (text: string) => counter.count(text, 'o200k_base');

beforeAll(() => Promise.all([counter.load('o200k_base'), counter.load('cl100k_base')]));

const bigResult = 'row '.repeat(2_000);
const conversation = conversationOf(
  [
    messageOf('m1', 'user', [textPart('p1', 'Find the customers in Paris, please.')]),
    messageOf('m2', 'model', [
      textPart('p2', 'Searching.'),
      executedCallPart('p3', 'search_records', { entity: 'Customer', city: 'Paris' }, bigResult),
    ]),
    messageOf('m3', 'model', [textPart('p4', 'Found them.', 'pruned')]),
  ],
  'You are a careful agent.',
);

describe('effective cost', () => {
  it('counts a tool call as its wire form plus its response', () => {
    const part = conversation.messages[1]!.parts[1]!;
    expect(partBodyTexts(part)).toEqual([
      'search_records',
      JSON.stringify({ entity: 'Customer', city: 'Paris' }),
      toolResponse(part.kind === 'tool-call' ? part.call : (undefined as never))!.content,
    ]);
  });

  it('counts pruned parts by their header only, and adds up', () => {
    const calculator = new ContextCostCalculator(counter);
    const cost = calculator.cost({ conversation, encoding: 'o200k_base' });
    const pruned = cost.perPart.get('p4')!;
    expect(pruned.effectivelyPruned).toBe(true);
    expect(pruned.tokens).toBe(count(metadataHeader(conversation.messages[2]!.parts[0]!)));
    expect(pruned.body).toBe(count('Found them.'));
    const parts = [...cost.perPart.values()];
    expect(cost.breakdown.activeHistory).toBe(parts.reduce((sum, part) => sum + part.tokens, 0));
    expect(cost.messages.reduce((sum, message) => sum + message.tokens, 0)).toBe(
      cost.breakdown.activeHistory,
    );
    expect(cost.breakdown.system).toBe(count('You are a careful agent.'));
    expect(cost.breakdown.total).toBe(
      cost.breakdown.system + cost.breakdown.tools + cost.breakdown.activeHistory,
    );
    expect(cost.breakdown.pruningSavings).toBe(pruned.body - pruned.header);
  });

  it('drops a pruned tool call with its response, saving the result', () => {
    const calculator = new ContextCostCalculator(counter);
    const before = calculator.cost({ conversation, encoding: 'o200k_base' });
    const after = calculator.cost({
      conversation: setPruning(conversation, 'p3', 'pruned'),
      encoding: 'o200k_base',
    });
    expect(after.perPart.get('p3')!.tokens).toBe(before.perPart.get('p3')!.header);
    expect(after.breakdown.pruningSavings).toBeGreaterThan(1_000);
    expect(after.breakdown.total).toBeLessThan(before.breakdown.total - 1_000);
  });

  it('expires auto parts by depth and keeps pinned ones', () => {
    const old = executedCallPart('old', 'lookup', { id: 1 }, 'result '.repeat(50));
    const filler = Array.from({ length: 9 }, (_, index) =>
      messageOf(`f${index}`, 'user', [textPart(`t${index}`, 'next')]),
    );
    const deep = conversationOf([messageOf('m0', 'model', [old]), ...filler]);
    const calculator = new ContextCostCalculator(counter);
    expect(
      calculator.cost({ conversation: deep, encoding: 'o200k_base' }).perPart.get('old')!.effectivelyPruned,
    ).toBe(true);
    const pinned = setPruning(deep, 'old', 'pinned');
    expect(
      calculator.cost({ conversation: pinned, encoding: 'o200k_base' }).perPart.get('old')!.effectivelyPruned,
    ).toBe(false);
  });

  it('counts tool declarations', () => {
    const calculator = new ContextCostCalculator(counter);
    const tool = { name: 'search_records', description: 'Search records.', inputSchema: { type: 'object' } };
    const cost = calculator.cost({ conversation, encoding: 'o200k_base', tools: [tool] });
    expect(cost.breakdown.tools).toBeGreaterThan(5);
  });

  it('finds the depths over which a message costs the same', () => {
    const call = executedCallPart('c', 'lookup', {}, 'x');
    const message = messageOf('m', 'model', [call, textPart('t', 'text')]);
    expect(stableDepthRange(message, 3)).toEqual({ from: 0, to: 8 });
    expect(stableDepthRange(message, 10)).toEqual({ from: 8, to: 108 });
    expect(stableDepthRange(message, 200)).toEqual({ from: 108, to: Number.POSITIVE_INFINITY });
    const fixed = messageOf('f', 'user', [
      textPart('p', 'pinned', 'pinned'),
      { ...textPart('k', 'kept'), maxDepth: -1 },
    ]);
    expect(stableDepthRange(fixed, 5)).toEqual({ from: 0, to: Number.POSITIVE_INFINITY });
  });

  it('reports parts whose count is not known yet', () => {
    const cost = summarizeConversationCost(
      conversation,
      (part: Part) => (part.id === 'p1' ? { header: 3, body: 7 } : undefined),
      {
        system: 0,
        tools: 0,
      },
    );
    expect(cost.uncounted).toBe(3);
    expect(cost.breakdown.activeHistory).toBe(7);
  });
});

describe('incremental recount', () => {
  function spyingCalculator() {
    const counted: string[] = [];
    const spy = new TokenCounter({ loadTier: referenceRankTier });
    const original = spy.count.bind(spy);
    spy.count = (text, encoding) => {
      if (!spy.isCached(text, encoding)) counted.push(text);
      return original(text, encoding);
    };
    return { calculator: new ContextCostCalculator(spy), counted, spy };
  }

  it('tokenizes only the edited text after an edit', async () => {
    const { calculator, counted, spy } = spyingCalculator();
    await spy.load('o200k_base');
    calculator.cost({ conversation, encoding: 'o200k_base' });
    counted.length = 0;
    const edited = updatePart(conversation, 'p2', () => textPart('p2', 'Searching the archive.'));
    calculator.cost({ conversation: edited, encoding: 'o200k_base' });
    expect(counted.sort()).toEqual(
      ['Searching the archive.', metadataHeader(textPart('p2', 'Searching the archive.'))].sort(),
    );
  });

  it('tokenizes nothing new after a prune or a pin of an already counted part', async () => {
    const { calculator, counted, spy } = spyingCalculator();
    await spy.load('o200k_base');
    calculator.cost({ conversation, encoding: 'o200k_base' });
    counted.length = 0;
    const pruned = setPruning(conversation, 'p2', 'pruned');
    const pinned = setPruning(pruned, 'p2', 'pinned');
    const prunedCost = calculator.cost({ conversation: pruned, encoding: 'o200k_base' });
    calculator.cost({ conversation: pinned, encoding: 'o200k_base' });
    expect(counted).toEqual([]);
    expect(prunedCost.perPart.get('p2')!.effectivelyPruned).toBe(true);
  });

  it('recounts only the arguments when a draft argument changes', async () => {
    const { calculator, counted, spy } = spyingCalculator();
    await spy.load('o200k_base');
    const part = pendingCallPart('p9', 'delete_records', { entity: 'Customer', limit: 10 });
    const base = conversationOf([messageOf('m1', 'model', [part])]);
    calculator.cost({ conversation: base, encoding: 'o200k_base' });
    counted.length = 0;
    const drafted = updatePart(base, 'p9', (current) =>
      current.kind === 'tool-call'
        ? { ...current, call: setModifiedArgument(current.call, 'limit', 5) }
        : current,
    );
    const cost = calculator.cost({ conversation: drafted, encoding: 'o200k_base' });
    expect(counted).toContain(JSON.stringify({ entity: 'Customer', limit: 5 }));
    expect(counted).not.toContain('delete_records');
    expect(cost.perPart.get('p9')!.tokens).toBeGreaterThan(0);
  });

  it('recounts everything in the new encoding after a model change', async () => {
    const { calculator, counted, spy } = spyingCalculator();
    await Promise.all([spy.load('o200k_base'), spy.load('cl100k_base')]);
    calculator.cost({ conversation, encoding: 'o200k_base' });
    counted.length = 0;
    const cl100k = calculator.cost({ conversation, encoding: 'cl100k_base' });
    expect(counted).toContain(bigResult);
    expect(cl100k.breakdown.system).toBe(spy.count('You are a careful agent.', 'cl100k_base'));
    counted.length = 0;
    calculator.cost({ conversation, encoding: 'o200k_base' });
    expect(counted).toEqual([]);
  });
});
