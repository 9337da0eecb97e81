import { promptTokensEstimate } from 'openai-chat-tokens';
import { beforeAll, describe, expect, it } from 'vitest';
import { referenceRankTier } from '../../core/tokens/reference-rank-tiers.ts';
import { TokenCounter } from '../../core/tokens/token-counter.ts';
import type { OpenAiChatBody } from '../openai-chat/convert-openai-chat.ts';
import { convertOpenAiChat } from '../openai-chat/convert-openai-chat.ts';
import { countOpenAiChatBody } from './count-openai-chat.ts';
import { publishedExamples, referenceConversations } from './reference-set.ts';
import type { ChatBodyLike } from './count-openai-chat.ts';

const counter = new TokenCounter({ loadTier: referenceRankTier });
const cl100k = (text: string) => counter.count(text, 'cl100k_base');
const o200k = (text: string) => counter.count(text, 'o200k_base');

beforeAll(async () => {
  await counter.load('cl100k_base');
  await counter.load('o200k_base');
});

type ReferenceMessage = Parameters<typeof promptTokensEstimate>[0]['messages'][number];

/** The body in the functions form `openai-chat-tokens` models: a call as `function_call`, a result as a `function` message. */
function asFunctionsForm(body: OpenAiChatBody): Parameters<typeof promptTokensEstimate>[0] {
  const names = new Map<string, string>();
  const messages = body.messages.map((message): ReferenceMessage => {
    if (message.role === 'tool')
      return { role: 'function', name: names.get(message.tool_call_id) ?? '', content: message.content };
    if (message.role === 'assistant') {
      const [call] = message.tool_calls ?? [];
      if (call) names.set(call.id, call.function.name);
      return {
        role: 'assistant',
        content: message.content ?? '',
        ...(call ? { function_call: { name: call.function.name, arguments: call.function.arguments } } : {}),
      } as ReferenceMessage;
    }
    return { role: message.role, content: message.content as string };
  });
  const functions = (body.tools as { function: never }[] | undefined)?.map((tool) => tool.function);
  return { messages, ...(functions ? { functions } : {}) };
}

describe('countOpenAiChatBody', () => {
  it.each(referenceConversations.filter((item) => !item.parallel).map((item) => [item.id, item] as const))(
    'equals openai-chat-tokens on %s (cl100k_base)',
    (_id, item) => {
      const body = convertOpenAiChat(item.request, 'gpt-4');
      const reference = promptTokensEstimate(asFunctionsForm(body));
      const counted = countOpenAiChatBody(body, cl100k);
      expect(counted.total).toBe(reference);
      expect(counted.approximations).toEqual([]);
    },
  );

  it('says where it approximates: parallel calls', () => {
    const parallel = referenceConversations.find((item) => item.parallel)!;
    const counted = countOpenAiChatBody(convertOpenAiChat(parallel.request, 'gpt-4o'), o200k);
    expect(counted.approximations).toEqual(['parallel tool calls are counted as separate calls']);
  });

  it.each(
    publishedExamples
      .filter((example) => example.provider === 'openai-chat')
      .flatMap((example) =>
        Object.entries(example.reported).map(([model, tokens]) => [example.id, model, tokens] as const),
      ),
  )('equals the prompt tokens OpenAI reported for %s on %s', (id, model, tokens) => {
    const example = publishedExamples.find((candidate) => candidate.id === id)!;
    const count = model.startsWith('gpt-4o') ? o200k : cl100k;
    expect(countOpenAiChatBody({ ...(example.body as unknown as ChatBodyLike), model }, count).total).toBe(
      tokens,
    );
  });

  it('lists framing, tools and content as lines that add up to the total', () => {
    const item = referenceConversations.find((candidate) => candidate.id === 'tool-call-and-result')!;
    const { lines, total } = countOpenAiChatBody(convertOpenAiChat(item.request, 'gpt-4o'), o200k);
    expect(lines.framing).toBeGreaterThan(0);
    expect(lines.tools).toBeGreaterThan(0);
    expect(lines.toolCalls).toBeGreaterThan(0);
    expect(lines.toolResults).toBeGreaterThan(0);
    expect(Object.values(lines).reduce((sum, line) => sum + line, 0)).toBe(total);
  });

  it('follows the request builder: a changed body changes the count by what changed', () => {
    const item = referenceConversations.find((candidate) => candidate.id === 'short-chat')!;
    const body = convertOpenAiChat(item.request, 'gpt-4o');
    const before = countOpenAiChatBody(body, o200k);
    const extra = {
      ...body,
      messages: [...body.messages, { role: 'user' as const, content: 'One more question.' }],
    };
    const after = countOpenAiChatBody(extra, o200k);
    expect(after.total - before.total).toBe(3 + o200k('user') + o200k('One more question.'));
    const withTools = convertOpenAiChat(
      { ...item.request, tools: referenceConversations[3]!.request.tools },
      'gpt-4o',
    );
    expect(countOpenAiChatBody(withTools, o200k).lines.tools).toBeGreaterThan(0);
  });
});
