import { describe, expect, it } from 'vitest';
import { assembleTurn } from './assemble-turn.ts';
import { createStreamAssembler, defaultMaxBufferBytes } from './create-stream-assembler.ts';
import type { StreamEvent, ToolInputEndEvent } from './stream-event.ts';
import { countingIds } from './testing/load-wire-fixtures.ts';

const encoder = new TextEncoder();
const chunk = (toolCall: object, extra: object = {}) =>
  `data: ${JSON.stringify({ choices: [{ index: 0, delta: { tool_calls: [toolCall] } }], ...extra })}\n\n`;
const finish = (reason: string) =>
  `data: ${JSON.stringify({ choices: [{ index: 0, delta: {}, finish_reason: reason }] })}\n\n`;
const ends = (events: readonly StreamEvent[]) =>
  events.filter((event): event is ToolInputEndEvent => event.type === 'tool-input-end');

describe('createStreamAssembler', () => {
  it('fixes the internal call id when the call opens, whatever the provider id does later', () => {
    const assembler = createStreamAssembler('openai-chat', { createId: countingIds() });
    const events = [
      ...assembler.push(chunk({ index: 0, function: { name: 'get_weather', arguments: '{"city":' } })),
      ...assembler.push(chunk({ index: 0, id: 'call_late', function: { arguments: '"Oslo"}' } })),
      ...assembler.push(chunk({ index: 0, id: 'call_other', function: { arguments: '' } })),
      ...assembler.push(finish('tool_calls')),
      ...assembler.end(),
    ];
    expect(events.slice(0, 3)).toEqual([
      { type: 'tool-input-start', callId: 'id-1', name: 'get_weather' },
      { type: 'tool-input-delta', callId: 'id-1', delta: '{"city":' },
      { type: 'tool-input-delta', callId: 'id-1', delta: '"Oslo"}' },
    ]);
    expect(ends(events)).toEqual([
      {
        type: 'tool-input-end',
        callId: 'id-1',
        providerId: 'call_late',
        name: 'get_weather',
        rawArguments: '{"city":"Oslo"}',
        arguments: { city: 'Oslo' },
      },
    ]);
    expect(events.at(-1)).toEqual({ type: 'finish', reason: 'tool_calls' });
  });

  it('holds a call back until its name is known, then replays the fragments that came first', () => {
    const assembler = createStreamAssembler('openai-chat', { createId: countingIds() });
    const events = [
      ...assembler.push(chunk({ index: 0, id: 'call_1', function: { arguments: '{"a":' } })),
      ...assembler.push(chunk({ index: 0, function: { name: 'f', arguments: '1}' } })),
    ];
    expect(events).toEqual([
      { type: 'tool-input-start', callId: 'id-1', providerId: 'call_1', name: 'f' },
      { type: 'tool-input-delta', callId: 'id-1', delta: '{"a":' },
      { type: 'tool-input-delta', callId: 'id-1', delta: '1}' },
    ]);
  });

  it('generates unique default call ids that are never the tool name', () => {
    const ids = ['a', 'b'].flatMap(() => {
      const assembler = createStreamAssembler('ollama-api-chat');
      const line = JSON.stringify({ message: { tool_calls: [{ function: { name: 'f', arguments: {} } }] } });
      return ends([...assembler.push(`${line}\n${line}\n`), ...assembler.end()]).map((end) => end.providerId);
    });
    expect(new Set(ids).size).toBe(4);
    for (const id of ids) expect(id).toMatch(/^call_[0-9a-z]+_\d+$/);
  });

  it('reports a call whose arguments pass the buffer cap as unparseable and stops buffering it', () => {
    const assembler = createStreamAssembler('openai-chat', { createId: countingIds(), maxBufferBytes: 1000 });
    const events = [
      ...assembler.push(chunk({ index: 0, id: 'c', function: { name: 'f', arguments: '{"x":"' } })),
    ];
    for (let index = 0; index < 50; index++) {
      events.push(...assembler.push(chunk({ index: 0, function: { arguments: 'y'.repeat(100) } })));
    }
    events.push(...assembler.push(finish('tool_calls')), ...assembler.end());
    const [end] = ends(events);
    expect(end?.arguments).toBeNull();
    expect(end?.parseError).toBe('arguments exceeded the buffer cap of 1000 bytes');
    expect(end?.rawArguments.length).toBeLessThanOrEqual(1000);
    const streamed = events.filter((event) => event.type === 'tool-input-delta').map((event) => event.delta);
    expect(streamed.join('').length).toBeLessThanOrEqual(1000);
    expect(events.at(-1)).toEqual({ type: 'finish', reason: 'tool_calls' });
  });

  it('applies the default 32 MiB cap', () => {
    expect(defaultMaxBufferBytes).toBe(32 * 1024 * 1024);
    const assembler = createStreamAssembler('openai-chat', { createId: countingIds() });
    const mebibyte = 'z'.repeat(1024 * 1024);
    const events = [
      ...assembler.push(chunk({ index: 0, id: 'c', function: { name: 'f', arguments: '{"x":"' } })),
    ];
    for (let index = 0; index < 33; index++) {
      events.push(...assembler.push(encoder.encode(chunk({ index: 0, function: { arguments: mebibyte } }))));
    }
    events.push(
      ...assembler.push('data: {"choices":[{"index":0,"delta":{},"finish_reason":"tool_calls"}]}\n\n'),
    );
    const [end] = ends(events);
    expect(end?.parseError).toBe(`arguments exceeded the buffer cap of ${32 * 1024 * 1024} bytes`);
  });

  it('fails the turn when a single event or line passes the buffer cap', () => {
    const sse = createStreamAssembler('anthropic-messages', { maxBufferBytes: 100 });
    expect([...sse.push(`data: {"type":"ping","pad":"${'p'.repeat(200)}`), ...sse.end()]).toEqual([
      { type: 'error', message: 'a single anthropic-messages event exceeded the buffer cap of 100 bytes' },
    ]);
    const ndjson = createStreamAssembler('ollama-api-chat', { maxBufferBytes: 100 });
    expect(ndjson.push(`{"message":{"content":"${'p'.repeat(200)}`)).toEqual([
      { type: 'error', message: 'a single ollama-api-chat event exceeded the buffer cap of 100 bytes' },
    ]);
  });

  it('reports calls cut by finish_reason length as truncated and keeps the whole ones', () => {
    const assembler = createStreamAssembler('openai-chat', { createId: countingIds() });
    const events = [
      ...assembler.push(chunk({ index: 0, id: 'a', function: { name: 'f', arguments: '{}' } })),
      ...assembler.push(chunk({ index: 1, id: 'b', function: { name: 'g', arguments: '{"q":"par' } })),
      ...assembler.push(finish('length')),
      ...assembler.end(),
    ];
    const turn = assembleTurn('openai-chat', events);
    expect(turn.toolCalls.map((call) => [call.id, call.arguments, call.truncated])).toEqual([
      ['a', {}, undefined],
      ['b', null, true],
    ]);
  });

  it('ignores everything after an error, and fails at most once', () => {
    const assembler = createStreamAssembler('anthropic-messages', { createId: countingIds() });
    const error = 'data: {"type":"error","error":{"type":"api_error","message":"boom"}}\n\n';
    expect(assembler.push(error)).toEqual([{ type: 'error', message: 'api_error: boom' }]);
    expect(assembler.push('data: {"type":"message_delta","delta":{"stop_reason":"end_turn"}}\n\n')).toEqual(
      [],
    );
    expect(assembler.end()).toEqual([]);
    expect(assembler.fail('later')).toEqual([]);
  });

  it('fails the turn on a payload that is not JSON rather than skipping a possible fragment', () => {
    const assembler = createStreamAssembler('openai-chat');
    expect(assembler.push('data: {"choices": [\n\n')).toEqual([
      { type: 'error', message: 'malformed openai-chat payload: "{\\"choices\\": ["' },
    ]);
  });

  it('dispatches a last event that lacks its blank line, and ends a turn that never finished with an error', () => {
    const done = createStreamAssembler('openai-chat');
    done.push(finish('stop').trimEnd());
    expect(done.end()).toEqual([{ type: 'finish', reason: 'stop' }]);
    const cut = createStreamAssembler('openai-chat');
    expect(cut.end()).toEqual([{ type: 'error', message: 'the stream ended before the turn was finished' }]);
    expect(cut.end()).toEqual([]);
  });

  it('ends a turn that [DONE] closes without a finish_reason cleanly', () => {
    const assembler = createStreamAssembler('openai-chat', { createId: countingIds() });
    const events = [
      ...assembler.push(chunk({ index: 0, id: 'a', function: { name: 'f', arguments: '{"k":1}' } })),
      ...assembler.push('data: [DONE]\n\n'),
      ...assembler.end(),
    ];
    expect(assembleTurn('openai-chat', events)).toMatchObject({
      errors: [],
      toolCalls: [{ id: 'a', arguments: { k: 1 } }],
    });
  });
});

describe('arguments after a call ended', () => {
  it('fail an AG-UI turn rather than change a call that is waiting for its result', () => {
    const assembler = createStreamAssembler('ag-ui', { createId: countingIds() });
    const event = (value: object) => `data: ${JSON.stringify(value)}\n\n`;
    const events = [
      ...assembler.push(event({ type: 'TOOL_CALL_START', toolCallId: 't', toolCallName: 'f' })),
      ...assembler.push(event({ type: 'TOOL_CALL_ARGS', toolCallId: 't', delta: '{"a":1}' })),
      ...assembler.push(event({ type: 'TOOL_CALL_END', toolCallId: 't' })),
      ...assembler.push(event({ type: 'TOOL_CALL_ARGS', toolCallId: 't', delta: '{"a":2}' })),
    ];
    expect(assembleTurn('ag-ui', events)).toMatchObject({
      toolCalls: [{ id: 't', arguments: { a: 1 }, rawArguments: '{"a":1}' }],
      errors: ['arguments arrived for t after its TOOL_CALL_END'],
    });
  });

  it('fail a Responses turn on a delta after the arguments were restated as done', () => {
    const assembler = createStreamAssembler('openai-responses', { createId: countingIds() });
    const event = (value: object) => `data: ${JSON.stringify(value)}\n\n`;
    const item = { id: 'fc', type: 'function_call', call_id: 'c', name: 'f', arguments: '' };
    const events = [
      ...assembler.push(event({ type: 'response.output_item.added', output_index: 0, item })),
      ...assembler.push(
        event({
          type: 'response.function_call_arguments.delta',
          item_id: 'fc',
          output_index: 0,
          delta: '{}',
        }),
      ),
      ...assembler.push(
        event({
          type: 'response.function_call_arguments.done',
          item_id: 'fc',
          output_index: 0,
          arguments: '{}',
        }),
      ),
      ...assembler.push(
        event({ type: 'response.function_call_arguments.delta', item_id: 'fc', output_index: 0, delta: 'x' }),
      ),
    ];
    expect(assembleTurn('openai-responses', events)).toMatchObject({
      toolCalls: [{ id: 'c', arguments: {}, rawArguments: '{}', itemId: 'fc' }],
      errors: ['arguments arrived for fc after their .done event'],
    });
  });
});

describe('what cut a call off', () => {
  it('is the output limit when the model stops at it, and a failed stream when the body breaks', () => {
    const open = chunk({ index: 0, id: 'c', function: { name: 'f', arguments: '{"x":"abc' } });
    const limited = createStreamAssembler('openai-chat', { createId: countingIds() });
    const atLimit = ends([...limited.push(open), ...limited.push(finish('length')), ...limited.end()]);
    expect(atLimit).toMatchObject([{ truncated: true, cutOffBy: 'output-limit' }]);

    const broken = createStreamAssembler('openai-chat', { createId: countingIds() });
    const cut = ends([...broken.push(open), ...broken.fail('the stream broke: network error')]);
    expect(cut).toMatchObject([{ truncated: true, cutOffBy: 'stream-failed' }]);
  });
});
