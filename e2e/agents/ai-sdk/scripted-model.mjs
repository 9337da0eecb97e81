// The route's model: the AI SDK's own MockLanguageModelV4 (from `ai/test`), answering from the prompt alone so
// every request is scripted and nothing leaves the machine.
//
// - A user's last message asks for the clean-up: one step proposes `lookup_order` (runs freely), `send_email`
//   and `delete_record` (both need approval), streaming each call's input in two deltas.
// - Tool results last (the route ran or skipped the calls): the model says what happened to each, quoting a
//   denial's reason word for word, and stops.
import { simulateReadableStream } from 'ai';
import { MockLanguageModelV4 } from 'ai/test';

export const emailInput = {
  to: 'dana@example.com',
  subject: 'Order 1042',
  body: 'Your refund for order 1042 is on its way.',
};
export const deleteInput = { table: 'orders', id: 'order-1042-draft' };
export const lookupInput = { orderId: '1042' };

const usage = (input, output) => ({
  inputTokens: { total: input, noCache: input, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: output, text: output, reasoning: undefined },
});

function toolCall(id, toolName, input) {
  const text = JSON.stringify(input);
  const half = Math.ceil(text.length / 2);
  return [
    { type: 'tool-input-start', id, toolName },
    { type: 'tool-input-delta', id, delta: text.slice(0, half) },
    { type: 'tool-input-delta', id, delta: text.slice(half) },
    { type: 'tool-input-end', id },
    { type: 'tool-call', toolCallId: id, toolName, input: text },
  ];
}

function text(id, words) {
  return [
    { type: 'text-start', id },
    ...words.match(/\S+\s*/g).map((delta) => ({ type: 'text-delta', id, delta })),
    { type: 'text-end', id },
  ];
}

/** What one tool result tells the model, in a sentence. */
function sentenceOf(result) {
  const output = result.output;
  if (output.type === 'execution-denied') {
    return `I did not run ${result.toolName}: the operator declined, saying "${output.reason ?? 'no reason given'}".`;
  }
  if (output.type === 'error-text' || output.type === 'error-json') {
    return `${result.toolName} failed: ${JSON.stringify(output.value)}.`;
  }
  return `${result.toolName} ran: ${JSON.stringify(output.value)}.`;
}

/** The stream parts the model answers `prompt` with; `step` numbers the call ids of a fresh turn. */
export function scriptedParts(prompt, step) {
  const last = prompt.at(-1);
  if (last?.role === 'tool') {
    const results = prompt
      .slice(prompt.findLastIndex((message) => message.role === 'user') + 1)
      .filter((message) => message.role === 'tool')
      .flatMap((message) => message.content.filter((part) => part.type === 'tool-result'));
    const sentences = results.filter((result) => result.toolName !== 'lookup_order').map(sentenceOf);
    return [
      ...text(`text-${step}`, sentences.join(' ') || 'Nothing else to do.'),
      { type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage: usage(120, 40) },
    ];
  }
  return [
    ...text(`text-${step}`, 'I will look the order up, email the customer and delete the draft record.'),
    ...toolCall(`call-lookup-${step}`, 'lookup_order', lookupInput),
    ...toolCall(`call-email-${step}`, 'send_email', emailInput),
    ...toolCall(`call-delete-${step}`, 'delete_record', deleteInput),
    { type: 'finish', finishReason: { unified: 'tool-calls', raw: 'tool_calls' }, usage: usage(80, 60) },
  ];
}

/** Parts as a stream that pauses, before the part at `at`, until `held` settles (or the request is dropped). */
function pausedStream(parts, at, held) {
  return new ReadableStream({
    async start(controller) {
      for (const [index, part] of parts.entries()) {
        if (index === at) await held;
        controller.enqueue(part);
      }
      controller.close();
    },
  });
}

/**
 * A fresh scripted model; its call ids count the turns it started, so each thread's calls differ. `holds.next()`
 * may give a promise: a fresh turn then pauses in the middle of `delete_record`'s input, after `send_email`'s
 * call (whose approval request has gone out), until it settles, as a slow model would.
 */
export function createScriptedModel(holds = { next: () => undefined }) {
  let turns = 0;
  return new MockLanguageModelV4({
    provider: 'toolgate-scripted',
    modelId: 'scripted-clean-up',
    doStream: async ({ prompt }) => {
      const fresh = prompt.at(-1)?.role !== 'tool';
      if (fresh) turns += 1;
      const parts = [{ type: 'stream-start', warnings: [] }, ...scriptedParts(prompt, turns)];
      const held = fresh ? holds.next() : undefined;
      if (held) {
        const firstDelta = parts.findIndex(
          (part) => part.type === 'tool-input-delta' && part.id.startsWith('call-delete-'),
        );
        return { stream: pausedStream(parts, firstDelta + 1, held) };
      }
      return { stream: simulateReadableStream({ chunks: parts, chunkDelayInMs: null }) };
    },
  });
}
