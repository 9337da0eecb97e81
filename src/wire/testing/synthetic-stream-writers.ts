import type { WireFormat } from '../stream-event.ts';

/** How one wire format writes the parts of a synthetic turn. */
export interface StreamWriter {
  readonly head: string;
  text(delta: string): string;
  call(index: number, id: string, name: string, args: string): string[];
  readonly tail: string;
}

const sse = (value: unknown, event?: string, eol = '\n') =>
  `${event !== undefined ? `event: ${event}${eol}` : ''}data: ${JSON.stringify(value)}${eol}${eol}`;

/** The synthetic-turn writer of each format, in its own wire shapes. */
export const streamWriters: Readonly<Record<WireFormat, StreamWriter>> = {
  'openai-chat': {
    head: '',
    text: (delta) =>
      sse({ id: 'c', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content: delta } }] }),
    call: (index, id, name, args) => [
      sse({
        choices: [
          {
            index: 0,
            delta: { tool_calls: [{ index, id, type: 'function', function: { name, arguments: '' } }] },
          },
        ],
      }),
      ...fragmentsOf(args, 40).map((fragment) =>
        sse({
          choices: [{ index: 0, delta: { tool_calls: [{ index, function: { arguments: fragment } }] } }],
        }),
      ),
    ],
    tail: `${sse({ choices: [{ index: 0, delta: {}, finish_reason: 'tool_calls' }] })}data: [DONE]\n\n`,
  },
  'openai-responses': {
    head: sse({ type: 'response.created', response: { id: 'r', status: 'in_progress' } }, 'response.created'),
    text: (delta) =>
      sse(
        { type: 'response.output_text.delta', item_id: 'm', output_index: 0, delta },
        'response.output_text.delta',
      ),
    call: (index, id, name, args) => [
      sse(
        {
          type: 'response.output_item.added',
          output_index: index + 1,
          item: { id: `fc_${index}`, type: 'function_call', call_id: id, name, arguments: '' },
        },
        'response.output_item.added',
      ),
      ...fragmentsOf(args, 40).map((delta) =>
        sse(
          {
            type: 'response.function_call_arguments.delta',
            item_id: `fc_${index}`,
            output_index: index + 1,
            delta,
          },
          'response.function_call_arguments.delta',
        ),
      ),
      sse(
        {
          type: 'response.function_call_arguments.done',
          item_id: `fc_${index}`,
          output_index: index + 1,
          arguments: args,
        },
        'response.function_call_arguments.done',
      ),
    ],
    tail: sse(
      {
        type: 'response.completed',
        response: { id: 'r', status: 'completed', usage: { input_tokens: 1, output_tokens: 1 } },
      },
      'response.completed',
    ),
  },
  'anthropic-messages': {
    head: sse(
      { type: 'message_start', message: { id: 'm', usage: { input_tokens: 1, output_tokens: 1 } } },
      'message_start',
    ),
    text: (text) =>
      sse(
        { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text } },
        'content_block_delta',
      ),
    call: (index, id, name, args) => [
      sse(
        {
          type: 'content_block_start',
          index: index + 1,
          content_block: { type: 'tool_use', id, name, input: {} },
        },
        'content_block_start',
      ),
      ...fragmentsOf(args, 40).map((partial_json) =>
        sse(
          {
            type: 'content_block_delta',
            index: index + 1,
            delta: { type: 'input_json_delta', partial_json },
          },
          'content_block_delta',
        ),
      ),
      sse({ type: 'content_block_stop', index: index + 1 }, 'content_block_stop'),
    ],
    tail: `${sse({ type: 'message_delta', delta: { stop_reason: 'tool_use' }, usage: { output_tokens: 9 } }, 'message_delta')}${sse({ type: 'message_stop' }, 'message_stop')}`,
  },
  'gemini-generateContent-sse': {
    head: '',
    text: (text) =>
      sse({ candidates: [{ content: { parts: [{ text }], role: 'model' }, index: 0 }] }, undefined, '\r\n'),
    call: (index, id, name, args) => [
      sse(
        {
          candidates: [
            {
              content: {
                parts: [{ functionCall: { id, name, args: JSON.parse(args) as unknown } }],
                role: 'model',
              },
              index: 0,
            },
          ],
        },
        undefined,
        '\r\n',
      ),
    ],
    tail: sse(
      {
        candidates: [{ content: { parts: [{ text: '' }], role: 'model' }, finishReason: 'STOP', index: 0 }],
        usageMetadata: { promptTokenCount: 1 },
      },
      undefined,
      '\r\n',
    ),
  },
  'gemini-interactions': {
    head: sse({ event_type: 'step.start', index: 0, step: { type: 'model_output' } }, 'step.start'),
    text: (text) => sse({ event_type: 'step.delta', index: 0, delta: { type: 'text', text } }, 'step.delta'),
    call: (index, id, name, args) => [
      sse(
        {
          event_type: 'step.start',
          index: index + 1,
          step: { id, type: 'function_call', name, arguments: {} },
        },
        'step.start',
      ),
      ...fragmentsOf(args, 40).map((fragment) =>
        sse(
          {
            event_type: 'step.delta',
            index: index + 1,
            delta: { type: 'arguments_delta', arguments: fragment },
          },
          'step.delta',
        ),
      ),
      sse({ event_type: 'step.stop', index: index + 1 }, 'step.stop'),
    ],
    tail: `${sse({ event_type: 'interaction.completed', interaction: { status: 'requires_action', usage: { total_tokens: 1 } } }, 'interaction.completed')}event: done\ndata: [DONE]\n\n`,
  },
  'ollama-api-chat': {
    head: '',
    text: (content) =>
      `${JSON.stringify({ model: 'm', message: { role: 'assistant', content }, done: false })}\n`,
    call: (_index, id, name, args) => [
      `${JSON.stringify({ model: 'm', message: { role: 'assistant', content: '', tool_calls: [{ id, function: { name, arguments: JSON.parse(args) as unknown } }] }, done: false })}\n`,
    ],
    tail: `${JSON.stringify({ model: 'm', message: { role: 'assistant', content: '' }, done: true, done_reason: 'stop', prompt_eval_count: 1, eval_count: 1 })}\n`,
  },
  'ag-ui': {
    head: sse({ type: 'RUN_STARTED', threadId: 't', runId: 'r' }),
    text: (delta) => sse({ type: 'TEXT_MESSAGE_CONTENT', messageId: 'm', delta }),
    call: (_index, id, name, args) => [
      sse({ type: 'TOOL_CALL_START', toolCallId: id, toolCallName: name }),
      ...fragmentsOf(args, 40).map((delta) => sse({ type: 'TOOL_CALL_ARGS', toolCallId: id, delta })),
      sse({ type: 'TOOL_CALL_END', toolCallId: id }),
      sse({ type: 'TOOL_CALL_RESULT', messageId: 'r', toolCallId: id, content: 'ok', role: 'tool' }),
    ],
    tail: sse({ type: 'RUN_FINISHED', threadId: 't', runId: 'r' }),
  },
};

/** Splits text into fragments of the given size (the last one shorter). */
export function fragmentsOf(text: string, size: number): string[] {
  const fragments: string[] = [];
  for (let start = 0; start < text.length; start += size) fragments.push(text.slice(start, start + size));
  return fragments;
}
