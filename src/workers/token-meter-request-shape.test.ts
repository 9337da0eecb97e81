import { beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, Message } from '../core/conversation.ts';
import { buildEffectiveContext } from '../core/effective-context.ts';
import type { JsonObject } from '../core/json.ts';
import type { Part } from '../core/part.ts';
import type { EncodingName } from '../core/tokens/encoding-name.ts';
import { countPartTokens, toolDeclarationText } from '../core/tokens/part-texts.ts';
import { referenceRankTier } from '../core/tokens/reference-rank-tiers.ts';
import { conversationOf, executedCallPart, messageOf, textPart } from '../core/tokens/test-conversation.ts';
import { TokenCounter } from '../core/tokens/token-counter.ts';
import type { ProviderKind } from '../providers/provider-settings.ts';
import { countRequest } from '../providers/request-tokens/count-request.ts';
import { meterShapes } from '../providers/request-tokens/meter-shapes.ts';
import type { ReferenceConversation } from '../providers/request-tokens/reference-set.ts';
import { referenceConversations } from '../providers/request-tokens/reference-set.ts';
import type { CountTarget } from './token-meter-counts.ts';
import { MeterCounts } from './token-meter-counts.ts';
import type { MeterInput } from './token-meter-summary.ts';
import { MeterSummarizer } from './token-meter-summary.ts';

const counter = new TokenCounter({ loadTier: referenceRankTier });
beforeAll(async () => {
  await counter.load('o200k_base');
  await counter.load('cl100k_base');
});

/** A reference conversation as the console holds it: results live on their calls. */
function asConversation(item: ReferenceConversation): Conversation {
  const results = new Map<string, string>();
  for (const message of item.request.messages)
    for (const part of message.parts) if (part.kind === 'tool-result') results.set(part.callId, part.content);
  const messages: Message[] = item.request.messages.flatMap((message, index) => {
    if (message.role === 'tool') return [];
    const parts: Part[] = message.parts.flatMap((part, at): Part[] => {
      const id = `${index}-${at}`;
      if (part.kind === 'text') return [textPart(id, part.text)];
      if (part.kind === 'tool-call')
        return [executedCallPart(id, part.name, part.args as JsonObject, results.get(part.callId) ?? null)];
      return [];
    });
    return [messageOf(`m${index}`, message.role, parts)];
  });
  return conversationOf(messages, item.request.system);
}

/** The live meter's cost once everything it asks for is counted (the worker's part, done here in line). */
function liveCost(input: MeterInput) {
  const counts = new MeterCounts();
  const summarizer = new MeterSummarizer(counts);
  const count = (text: string) => counter.count(text, input.encoding);
  const textOf = (target: CountTarget) =>
    target.kind === 'text' ? target.text : target.kind === 'tool' ? toolDeclarationText(target.tool) : '';
  for (let round = 0; ; round += 1) {
    const summary = summarizer.summarize(input);
    if (summary.pending === 0 || round > 3) return summary;
    const fixed = [
      ...summarizer.fixedTargets(input),
      ...[...summary.wantedTexts].map((text) => ({ kind: 'text' as const, text })),
    ];
    for (const target of fixed)
      counts.set(target, input.encoding, { header: 0, body: count(textOf(target)) });
    for (const message of input.conversation.messages)
      for (const part of message.parts)
        counts.set({ kind: 'part', part }, input.encoding, countPartTokens(part, count));
  }
}

const cases: readonly (readonly [ProviderKind, string, EncodingName])[] = [
  ['openai-chat', 'gpt-4o', 'o200k_base'],
  ['openai-chat', 'gpt-4', 'cl100k_base'],
  ['openai-responses', 'gpt-4o', 'o200k_base'],
  ['anthropic-messages', 'claude-sonnet-4-5', 'o200k_base'],
  ['gemini', 'gemini-2.5-flash', 'o200k_base'],
];

describe('the live meter, shaped by the provider', () => {
  it.each(
    cases.flatMap(([provider, model, encoding]) =>
      referenceConversations.map((item) => [provider, model, item.id, encoding, item] as const),
    ),
  )('on %s %s adds up to the request body count on %s', (provider, model, _id, encoding, item) => {
    const conversation = asConversation(item);
    const { tools, system } = item.request;
    const summary = liveCost({ conversation, encoding, tools, system, shape: meterShapes[provider], model });
    expect(summary.pending).toBe(0);
    const body = countRequest(
      { provider, model, baseUrl: 'http://localhost:1/v1' },
      { system, tools, messages: buildEffectiveContext(conversation) },
      'issuer',
      (text) => counter.count(text, encoding),
    );
    const { breakdown } = summary.cost;
    expect(breakdown.total).toBe(body.total);
    const lines = breakdown.lines;
    expect(
      breakdown.system +
        breakdown.framing +
        breakdown.tools +
        breakdown.prunedHeaders +
        lines.text +
        lines.reasoning +
        lines.toolCalls +
        lines.toolResults +
        lines.images,
    ).toBe(breakdown.total);
  });
});
