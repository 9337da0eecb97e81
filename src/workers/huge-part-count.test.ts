import { describe, expect, it } from 'vitest';
import { countPartTokens } from '../core/tokens/part-texts.ts';
import { referenceRankTier } from '../core/tokens/reference-rank-tiers.ts';
import { textPart } from '../core/tokens/test-conversation.ts';
import { TokenCounter } from '../core/tokens/token-counter.ts';
import { TokenCountService } from './token-count-service.ts';
import type { CountResult, TokenCounterResponse } from './token-counter-shared.ts';
import { hugePartCharacters, sampleEndCharacters } from './token-counter-shared.ts';
import { targetSize, toCountItem } from './token-meter-counts.ts';
import { until } from '../test/until.ts';

const sentence = 'The parcel left the depot on Tuesday and reached the customer two days later. ';

describe('counting a huge part', () => {
  it('sends the worker only the two ends of a part over the limit, with the scale of the whole', () => {
    const text = `START ${sentence.repeat(40_000)} END`;
    expect(text.length).toBeGreaterThan(hugePartCharacters);
    const item = toCountItem({ kind: 'part', part: textPart('p1', text) }, 7);
    if (item.kind !== 'part' || item.part.kind !== 'text') throw new Error('Expected a text part.');
    expect(item.part.text).toHaveLength(2 * sampleEndCharacters);
    expect(item.part.text.startsWith('START ')).toBe(true);
    expect(item.part.text.endsWith(' END')).toBe(true);
    expect(item.scale).toBeCloseTo(text.length / (2 * sampleEndCharacters), 6);
    expect(targetSize({ kind: 'part', part: textPart('p1', text) })).toBe(2 * sampleEndCharacters);
  });

  it('a part under the limit is sent whole and counted exactly', () => {
    const text = sentence.repeat(100);
    const item = toCountItem({ kind: 'part', part: textPart('p1', text) }, 0);
    expect(item).toEqual({ kind: 'part', key: 0, part: textPart('p1', text) });
  });

  it('the scaled count of a uniform huge text is within 1% of its exact count', async () => {
    const text = sentence.repeat(40_000);
    const counter = new TokenCounter({ loadTier: referenceRankTier });
    await counter.load('o200k_base', 'full');
    const exact = countPartTokens(textPart('p1', text), (piece) => counter.count(piece, 'o200k_base')).body;
    const responses: TokenCounterResponse[] = [];
    const service = new TokenCountService((response) => responses.push(response), counter);
    service.handle({
      type: 'count',
      requestId: 1,
      encoding: 'o200k_base',
      items: [toCountItem({ kind: 'part', part: textPart('p1', text) }, 0)],
    });
    await until(() => responses.some((response) => response.type === 'counted' && response.done));
    const result = responses.flatMap((response) =>
      response.type === 'counted' ? response.results : [],
    )[0] as CountResult | undefined;
    expect(result?.body).toBeGreaterThan(exact * 0.99);
    expect(result?.body).toBeLessThan(exact * 1.01);
  });
});
