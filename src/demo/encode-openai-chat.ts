import type { DemoEnvelope, DemoTurn } from './demo-turn.ts';
import { endsWithCalls, splitArguments, splitText } from './demo-turn.ts';

/**
 * Encodes a turn as OpenAI Chat Completions streams it (`stream: true` with `include_usage`): a role delta, text
 * deltas, each tool call opened with its id and name and then its arguments in fragments, a finish chunk, a
 * usage chunk with no choices, and `data: [DONE]`. Returns one string per SSE event.
 */
export function encodeOpenAiChat(turn: DemoTurn, envelope: DemoEnvelope): readonly string[] {
  const base = {
    id: `chatcmpl-${envelope.randomText(29)}`,
    object: 'chat.completion.chunk',
    created: envelope.createdAt,
    model: 'toolgate-demo',
    system_fingerprint: `fp_${envelope.randomText(10)}`,
  };
  const chunk = (delta: object, finishReason: string | null = null) =>
    `data: ${JSON.stringify({
      ...base,
      choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
      usage: null,
    })}\n\n`;
  const events: string[] = [chunk({ role: 'assistant', content: '', refusal: null })];
  for (const piece of splitText(turn.text)) events.push(chunk({ content: piece }));
  turn.calls.forEach((call, index) => {
    const id = `call_${envelope.randomText(24)}`;
    events.push(
      chunk({ tool_calls: [{ index, id, type: 'function', function: { name: call.name, arguments: '' } }] }),
    );
    for (const fragment of splitArguments(JSON.stringify(call.args), envelope.randomText)) {
      events.push(chunk({ tool_calls: [{ index, function: { arguments: fragment } }] }));
    }
  });
  events.push(chunk({}, endsWithCalls(turn) ? 'tool_calls' : 'stop'));
  const usage = {
    prompt_tokens: envelope.inputTokens,
    completion_tokens: envelope.outputTokens,
    total_tokens: envelope.inputTokens + envelope.outputTokens,
  };
  events.push(`data: ${JSON.stringify({ ...base, choices: [], usage })}\n\n`, 'data: [DONE]\n\n');
  return events;
}
