/**
 * The request-shaped count for `npm run bench:tokens`: the error of each request of the reference set against
 * its reference (openai-chat-tokens for Chat Completions on cl100k_base; the prompt tokens providers published
 * for their example requests), beside the error of the plain sum of part texts the meter used to show; then
 * the cost of counting a whole request for a 600,000-token conversation against the live meter's recount after
 * one edit.
 */
import { promptTokensEstimate } from 'openai-chat-tokens';
import { updatePart } from '../src/core/conversation.ts';
import type { Conversation, Message } from '../src/core/conversation.ts';
import { buildEffectiveContext } from '../src/core/effective-context.ts';
import { ContextCostCalculator } from '../src/core/tokens/context-cost-calculator.ts';
import { referenceRankTier } from '../src/core/tokens/reference-rank-tiers.ts';
import {
  conversationOf,
  executedCallPart,
  messageOf,
  textPart,
} from '../src/core/tokens/test-conversation.ts';
import { TokenCounter } from '../src/core/tokens/token-counter.ts';
import { convertOpenAiChat } from '../src/providers/openai-chat/convert-openai-chat.ts';
import { countAnthropicBody } from '../src/providers/request-tokens/count-anthropic.ts';
import type { AnthropicBodyLike } from '../src/providers/request-tokens/count-anthropic.ts';
import { countGeminiBody } from '../src/providers/request-tokens/count-gemini.ts';
import type { GeminiBodyLike } from '../src/providers/request-tokens/count-gemini.ts';
import { countOpenAiChatBody } from '../src/providers/request-tokens/count-openai-chat.ts';
import type { ChatBodyLike } from '../src/providers/request-tokens/count-openai-chat.ts';
import { countRequest } from '../src/providers/request-tokens/count-request.ts';
import { publishedExamples, referenceConversations } from '../src/providers/request-tokens/reference-set.ts';
import { createTokenCounterClient } from '../src/workers/token-counter-main.ts';
import { createTokenMeter } from '../src/workers/token-meter.ts';

const row = (label: string, value: string) => console.log(`  ${label.padEnd(50)} ${value}`);
const ms = (value: number) => `${value.toFixed(1)} ms`;
const percent = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(1)}%`;
const error = (counted: number, reference: number) => ((counted - reference) / reference) * 100;

function distribution(label: string, errors: readonly number[]) {
  const sorted = [...errors].map(Math.abs).sort((a, b) => a - b);
  const at = (fraction: number) => sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!;
  row(
    label,
    `|error| median ${at(0.5).toFixed(1)}%, 90th ${at(0.9).toFixed(1)}%, max ${at(1).toFixed(1)}% over ${errors.length}`,
  );
}

/** The functions form `openai-chat-tokens` models (see the test of `countOpenAiChatBody`). */
function referenceOf(body: ReturnType<typeof convertOpenAiChat>): number {
  const names = new Map<string, string>();
  const messages = body.messages.map((message) => {
    if (message.role === 'tool')
      return { role: 'function', name: names.get(message.tool_call_id) ?? '', content: message.content };
    if (message.role !== 'assistant') return { role: message.role, content: message.content as string };
    const [call] = message.tool_calls ?? [];
    if (call) names.set(call.id, call.function.name);
    return {
      role: 'assistant',
      content: message.content ?? '',
      ...(call ? { function_call: call.function } : {}),
    };
  });
  const functions = body.tools?.map((tool) => tool.function);
  return promptTokensEstimate({ messages, ...(functions ? { functions } : {}) } as never);
}

/** Prints the error distributions and the full-against-incremental costs. */
export async function benchRequests(): Promise<{ readonly recountOk: boolean }> {
  const counter = new TokenCounter({ loadTier: referenceRankTier });
  await counter.load('cl100k_base');
  await counter.load('o200k_base');
  const cl100k = (text: string) => counter.count(text, 'cl100k_base');
  const o200k = (text: string) => counter.count(text, 'o200k_base');
  const calculator = new ContextCostCalculator(counter);

  console.log(
    '\nper-request error on the reference set (meter against the reference; the plain part sum for comparison)',
  );
  const meterErrors: number[] = [];
  const plainErrors: number[] = [];
  for (const item of referenceConversations.filter((candidate) => !candidate.parallel)) {
    const body = convertOpenAiChat(item.request, 'gpt-4');
    const reference = referenceOf(body);
    const counted = countOpenAiChatBody(body, cl100k).total;
    const conversation: Conversation = conversationOf([messageOf('m', 'user', [])], item.request.system);
    const plainParts = item.request.messages
      .flatMap((message) => message.parts)
      .reduce((sum, part) => {
        if (part.kind === 'text') return sum + cl100k(part.text);
        if (part.kind === 'tool-call') return sum + cl100k(part.name) + cl100k(JSON.stringify(part.args));
        if (part.kind === 'tool-result') return sum + cl100k(part.content);
        return sum;
      }, 0);
    const plain =
      calculator.cost({ conversation, encoding: 'cl100k_base', tools: item.request.tools }).breakdown.total +
      plainParts;
    meterErrors.push(error(counted, reference));
    plainErrors.push(error(plain, reference));
    row(
      `openai-chat gpt-4, ${item.id}`,
      `reference ${reference}, meter ${counted} (${percent(error(counted, reference))}), plain sum ${plain} (${percent(error(plain, reference))})`,
    );
  }
  const estimateErrors: Record<'anthropic-messages' | 'gemini', number[]> = {
    'anthropic-messages': [],
    gemini: [],
  };
  for (const example of publishedExamples) {
    for (const [model, reported] of Object.entries(example.reported)) {
      const count = model.startsWith('gpt-4o') || !model.startsWith('gpt') ? o200k : cl100k;
      const counted =
        example.provider === 'openai-chat'
          ? countOpenAiChatBody({ ...(example.body as unknown as ChatBodyLike), model }, count).total
          : example.provider === 'gemini'
            ? countGeminiBody(example.body as unknown as GeminiBodyLike, count).total
            : countAnthropicBody({ ...(example.body as unknown as AnthropicBodyLike), model }, count).total;
      const off = error(counted, reported);
      if (example.provider === 'openai-chat') meterErrors.push(off);
      else estimateErrors[example.provider].push(off);
      row(`${example.id}, ${model}`, `reported ${reported}, meter ${counted} (${percent(off)})`);
    }
  }
  distribution('OpenAI Chat: the meter', meterErrors);
  distribution('OpenAI Chat: the plain part sum it replaced', plainErrors);
  distribution(
    "Anthropic: the meter against Anthropic's published counts",
    estimateErrors['anthropic-messages'],
  );
  distribution("Gemini: the meter against Google's published counts", estimateErrors.gemini);

  console.log(
    '\na whole request of a 600,000-token conversation: counted from its body, against the live recount',
  );
  const corpusText = referenceConversations.map((item) => JSON.stringify(item.request)).join(' ');
  const messages: Message[] = [];
  for (let index = 0; index < 2_400; index += 1) {
    const start = (index * 997) % (corpusText.length - 1_200);
    const slice = `${index} ${corpusText.slice(start, start + 1_000)}`;
    messages.push(
      index % 3 === 2
        ? messageOf(`m${index}`, 'model', [
            executedCallPart(`p${index}`, 'read_file', { path: `f${index}` }, slice, { pruning: 'pinned' }),
          ])
        : messageOf(`m${index}`, index % 3 === 0 ? 'user' : 'model', [
            textPart(`p${index}`, slice, 'pinned'),
          ]),
    );
  }
  const large = conversationOf(messages, 'You are a careful agent.');
  const tools = referenceConversations.find((item) => item.id === 'nested-schemas')!.request.tools;
  const settings = { provider: 'openai-chat' as const, model: 'gpt-4o', baseUrl: 'http://localhost/v1' };
  const fullCount = (countText: (text: string) => number) =>
    countRequest(
      settings,
      { system: large.systemPrompt, tools, messages: buildEffectiveContext(large) },
      'bench',
      countText,
    );
  let started = performance.now();
  const fresh = new TokenCounter({ loadTier: referenceRankTier });
  await fresh.load('o200k_base');
  const cold = fullCount((text) => fresh.count(text, 'o200k_base'));
  const coldMs = performance.now() - started;
  started = performance.now();
  fullCount(o200k);
  const warmMs = performance.now() - started;
  row(
    'request size',
    `${cold.total.toLocaleString('en-US')} tokens in ${messages.length.toLocaleString('en-US')} messages`,
  );
  row('full request count, texts not counted yet', ms(coldMs));
  row('full request count, every text cached', ms(warmMs));

  const meter = createTokenMeter({
    client: createTokenCounterClient({
      createCounter: () => new TokenCounter({ loadTier: referenceRankTier }),
    }),
  });
  const settled = async () => {
    while (meter.snapshot().status !== 'ready') await new Promise((resolve) => setTimeout(resolve, 1));
  };
  meter.update(large, 'gpt-4o', tools, undefined, undefined, 'openai-chat');
  await settled();
  row('live meter equals the full count', String(meter.snapshot().totals.tokens === cold.total));
  await new Promise((resolve) => setTimeout(resolve, 200));
  const updates: number[] = [];
  for (let edit = 0; edit < 9; edit += 1) {
    const edited = updatePart(large, 'p1200', () =>
      textPart('p1200', `A short replacement ${edit}.`, 'pinned'),
    );
    started = performance.now();
    meter.update(edited, 'gpt-4o', tools, undefined, undefined, 'openai-chat');
    updates.push(performance.now() - started);
    await settled();
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  meter.dispose();
  const best = Math.min(...updates);
  const median = [...updates].sort((a, b) => a - b)[4]!;
  row(
    'live recount after one edit (main thread)',
    `${ms(median)} median, ${ms(best)} best   ${best < 5 ? 'PASS' : 'MISS'}`,
  );
  row('full count (cached) against the live recount', `${(warmMs / best).toFixed(0)}x`);
  return { recountOk: best < 5 };
}
