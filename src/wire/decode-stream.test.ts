import { describe, expect, it } from 'vitest';
import { assembleTurn } from './assemble-turn.ts';
import { decodeStream } from './decode-stream.ts';
import type { StreamEvent } from './stream-event.ts';
import { countingIds, loadWireFixtures, normalizeTurn } from './testing/load-wire-fixtures.ts';

function bodyOf(chunks: readonly Uint8Array[], failWith?: Error) {
  let cancelled = false;
  let next = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[next++];
      if (chunk !== undefined) controller.enqueue(chunk);
      else if (failWith !== undefined) controller.error(failWith);
      else controller.close();
    },
    cancel() {
      cancelled = true;
    },
  });
  return { body, cancelled: () => cancelled };
}

async function collect(events: AsyncIterable<StreamEvent>): Promise<StreamEvent[]> {
  const collected: StreamEvent[] = [];
  for await (const event of events) collected.push(event);
  return collected;
}

const encode = (text: string) => new TextEncoder().encode(text);
const chatChunk = (toolCall: object) =>
  encode(`data: ${JSON.stringify({ choices: [{ delta: { tool_calls: [toolCall] } }] })}\n\n`);

describe('decodeStream', () => {
  it.each(loadWireFixtures().map((fixture) => [fixture.name, fixture] as const))(
    'reads %s from a body',
    async (_name, fixture) => {
      const chunks = Array.from({ length: Math.ceil(fixture.bytes.length / 97) }, (_, index) =>
        fixture.bytes.subarray(index * 97, (index + 1) * 97),
      );
      const events = await collect(
        decodeStream(fixture.format, bodyOf(chunks).body, { createId: countingIds() }),
      );
      expect(normalizeTurn(assembleTurn(fixture.format, events))).toEqual(fixture.expected);
    },
  );

  it('yields the calls already whole, then an error, when the body breaks mid-way', async () => {
    const chunks = [
      chatChunk({ index: 0, id: 'a', function: { name: 'f', arguments: '{"x":1}' } }),
      chatChunk({ index: 1, id: 'b', function: { name: 'g', arguments: '{"y":' } }),
    ];
    const source = bodyOf(chunks, new Error('connection reset'));
    const events = await collect(decodeStream('openai-chat', source.body, { createId: countingIds() }));
    const turn = assembleTurn('openai-chat', events);
    expect(turn.toolCalls.map((call) => [call.id, call.arguments, call.truncated])).toEqual([
      ['a', { x: 1 }, undefined],
      ['b', null, true],
    ]);
    expect(turn.errors).toEqual(['the stream broke: connection reset']);
    expect(events.at(-1)?.type).toBe('error');
  });

  it('cancels the body when the consumer stops early', async () => {
    const source = bodyOf([
      encode('data: {"choices":[{"delta":{"content":"a"}}]}\n\n'),
      encode('data: [DONE]\n\n'),
    ]);
    for await (const event of decodeStream('openai-chat', source.body)) {
      expect(event).toEqual({ type: 'text-delta', delta: 'a' });
      break;
    }
    expect(source.cancelled()).toBe(true);
  });
});
