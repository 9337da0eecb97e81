import { describe, expect, it } from 'vitest';
import { convertAnthropic } from './anthropic-messages/convert-anthropic-messages.ts';
import { convertGemini, foreignCallSignature } from './gemini/convert-gemini.ts';
import { convertOllama } from './ollama/convert-ollama.ts';
import { convertOpenAiChat } from './openai-chat/convert-openai-chat.ts';
import { convertOpenAiResponses } from './openai-responses/convert-openai-responses.ts';
import { issuer, modifiedKeysNote, replayRequest } from '../test/provider-test-support.ts';

const other = 'openai-chat:gpt-test';
const text = (value: unknown) => JSON.stringify(value);

describe('every request builder replays what the operator approved', () => {
  const request = replayRequest();

  it('openai-chat: approved args, the note in the tool message, the pruned part as a header, no reasoning', () => {
    const body = convertOpenAiChat(request, 'gpt-test');
    expect(body.messages[0]).toEqual({ role: 'system', content: 'You are a support agent.' });
    expect(body.messages[1]).toEqual({
      role: 'user',
      content: 'Refund order 7.\n\n[pruned text part_pruned: An old note about shipping labels.]',
    });
    expect(body.messages[2]).toEqual({
      role: 'assistant',
      content: 'Refunding now.',
      tool_calls: [
        {
          id: 'toolu_1',
          type: 'function',
          function: { name: 'update_order', arguments: '{"id":7,"amount":80}' },
        },
      ],
    });
    expect(body.messages[3]).toMatchObject({
      role: 'tool',
      tool_call_id: 'toolu_1',
      content: expect.stringContaining(modifiedKeysNote),
    });
    expect(text(body.messages[3])).toContain('Operator feedback: Half refund only.');
    expect(text(body)).not.toContain('sig-');
    expect(body.tools).toEqual([
      {
        type: 'function',
        function: {
          name: 'update_order',
          description: 'Updates an order.',
          parameters: request.tools[0]!.inputSchema,
        },
      },
    ]);
    expect(body.stream).toBe(true);
  });

  it('openai-responses: reasoning items only for the issuer, function calls with approved args, outputs with the note', () => {
    const own = convertOpenAiResponses(request, 'o4-mini', issuer);
    expect(own.instructions).toBe('You are a support agent.');
    expect(own.input).toContainEqual({
      type: 'reasoning',
      id: 'rs_1',
      encrypted_content: 'enc-1',
      summary: [],
    });
    expect(own.input).toContainEqual({
      type: 'function_call',
      call_id: 'toolu_1',
      name: 'update_order',
      arguments: '{"id":7,"amount":80}',
    });
    const output = own.input.find((item) => item.type === 'function_call_output');
    expect(output).toMatchObject({ call_id: 'toolu_1', output: expect.stringContaining(modifiedKeysNote) });
    expect(text(own.input[0])).toContain('[pruned text part_pruned:');
    expect(own.include).toEqual(['reasoning.encrypted_content']);
    const foreign = convertOpenAiResponses(request, 'gpt-4.1', other);
    expect(text(foreign)).not.toContain('rs_1');
    expect(foreign.include).toBeUndefined();
  });

  it('anthropic-messages: signed thinking only for the issuer, tool_use with approved args, tool_result with the note', () => {
    const own = convertAnthropic(request, 'claude-test', issuer);
    expect(own).toMatchObject({ model: 'claude-test', system: 'You are a support agent.', stream: true });
    const [user, assistant, results] = own.messages;
    expect(user!.content).toContainEqual({
      type: 'text',
      text: expect.stringContaining('[pruned text part_pruned:'),
    });
    expect(assistant!.content).toEqual([
      { type: 'thinking', thinking: 'The order is damaged.', signature: 'sig-thinking' },
      { type: 'text', text: 'Refunding now.' },
      { type: 'tool_use', id: 'toolu_1', name: 'update_order', input: { id: 7, amount: 80 } },
    ]);
    expect(results).toMatchObject({
      role: 'user',
      content: [
        { type: 'tool_result', tool_use_id: 'toolu_1', content: expect.stringContaining(modifiedKeysNote) },
      ],
    });
    const foreign = convertAnthropic(request, 'claude-test', other);
    expect(text(foreign)).not.toContain('thinking');
    expect(text(foreign)).not.toContain('sig-');
  });

  it('gemini: thought signatures only for the issuer, a skip signature for calls from elsewhere', () => {
    const own = convertGemini(request, issuer);
    const model = own.contents[1]!;
    expect(model.role).toBe('model');
    expect(model.parts).toContainEqual({
      text: 'The order is damaged.',
      thought: true,
      thoughtSignature: 'sig-thought',
    });
    expect(model.parts).toContainEqual({
      functionCall: { name: 'update_order', args: { id: 7, amount: 80 }, id: 'toolu_1' },
      thoughtSignature: 'sig-call',
    });
    expect(own.contents[2]!.parts[0]).toMatchObject({
      functionResponse: {
        id: 'toolu_1',
        name: 'update_order',
        response: { result: expect.stringContaining(modifiedKeysNote) },
      },
    });
    expect(text(own.contents[0])).toContain('[pruned text part_pruned:');
    expect(own.tools).toEqual([
      {
        functionDeclarations: [
          {
            name: 'update_order',
            description: 'Updates an order.',
            parametersJsonSchema: request.tools[0]!.inputSchema,
          },
        ],
      },
    ]);
    const foreign = convertGemini(request, other);
    expect(text(foreign)).not.toContain('sig-');
    expect(foreign.contents[1]!.parts).toContainEqual({
      functionCall: { name: 'update_order', args: { id: 7, amount: 80 } },
      thoughtSignature: foreignCallSignature,
    });
  });

  it('ollama: object arguments as approved, thinking only for the issuer, tool messages with the note', () => {
    const own = convertOllama(request, 'qwen3:8b', issuer);
    expect(own.messages[2]).toEqual({
      role: 'assistant',
      content: 'Refunding now.',
      thinking: 'The order is damaged.',
      tool_calls: [{ function: { name: 'update_order', arguments: { id: 7, amount: 80 } } }],
    });
    expect(own.messages[3]).toMatchObject({
      role: 'tool',
      tool_name: 'update_order',
      content: expect.stringContaining(modifiedKeysNote),
    });
    expect(own.messages[1]!.content).toContain('[pruned text part_pruned:');
    expect(text(convertOllama(request, 'qwen3:8b', other))).not.toContain('The order is damaged.');
  });
});
