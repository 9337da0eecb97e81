import type { DemoEnvelope, DemoTurn } from './demo-turn.ts';
import { endsWithCalls, splitArguments, splitText } from './demo-turn.ts';

function event(type: string, data: object): string {
  return `event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`;
}

/**
 * Encodes a turn as the Anthropic Messages API streams it: `message_start`, a thinking block (thinking deltas
 * then its signature), a text block, one `tool_use` block per call whose input arrives as `input_json_delta`
 * fragments (the first one empty, as the API sends it), a `ping`, then `message_delta` with the stop reason and
 * usage, and `message_stop`. Returns one string per SSE event.
 */
export function encodeAnthropicMessages(turn: DemoTurn, envelope: DemoEnvelope): readonly string[] {
  const events: string[] = [
    event('message_start', {
      message: {
        model: 'toolgate-demo',
        id: `msg_01${envelope.randomText(22)}`,
        type: 'message',
        role: 'assistant',
        content: [],
        stop_reason: null,
        stop_sequence: null,
        usage: {
          input_tokens: envelope.inputTokens,
          cache_creation_input_tokens: 0,
          cache_read_input_tokens: 0,
          output_tokens: 1,
        },
      },
    }),
  ];
  let index = 0;
  if (turn.reasoning) {
    events.push(
      event('content_block_start', {
        index,
        content_block: { type: 'thinking', thinking: '', signature: '' },
      }),
    );
    for (const piece of splitText(turn.reasoning, 4)) {
      events.push(
        event('content_block_delta', { index, delta: { type: 'thinking_delta', thinking: piece } }),
      );
    }
    const signature = btoa(envelope.randomText(96));
    events.push(event('content_block_delta', { index, delta: { type: 'signature_delta', signature } }));
    events.push(event('content_block_stop', { index }));
    index += 1;
  }
  if (turn.text) {
    events.push(
      event('content_block_start', { index, content_block: { type: 'text', text: '' } }),
      event('ping', {}),
    );
    for (const piece of splitText(turn.text)) {
      events.push(event('content_block_delta', { index, delta: { type: 'text_delta', text: piece } }));
    }
    events.push(event('content_block_stop', { index }));
    index += 1;
  }
  for (const call of turn.calls) {
    const id = `toolu_01${envelope.randomText(22)}`;
    events.push(
      event('content_block_start', {
        index,
        content_block: { type: 'tool_use', id, name: call.name, input: {} },
      }),
    );
    events.push(
      event('content_block_delta', { index, delta: { type: 'input_json_delta', partial_json: '' } }),
    );
    for (const fragment of splitArguments(JSON.stringify(call.args), envelope.randomText)) {
      events.push(
        event('content_block_delta', { index, delta: { type: 'input_json_delta', partial_json: fragment } }),
      );
    }
    events.push(event('content_block_stop', { index }));
    index += 1;
  }
  events.push(
    event('message_delta', {
      delta: { stop_reason: endsWithCalls(turn) ? 'tool_use' : 'end_turn', stop_sequence: null },
      usage: { output_tokens: envelope.outputTokens },
    }),
    event('message_stop', {}),
  );
  return events;
}
