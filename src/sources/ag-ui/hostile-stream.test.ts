import { describe, expect, it } from 'vitest';
import { allToolCalls } from '../../core/conversation.ts';
import { droppedCharacters, remoteLimits } from '../../core/remote-bounds.ts';
import type { AgUiThread } from './ag-ui-thread.ts';
import { emptyAgUiThread } from './ag-ui-thread.ts';
import { mapAgUiEvent } from './map-ag-ui-event.ts';
import { agUiConversation } from './replay-fixture.ts';

function started(): AgUiThread {
  let thread = emptyAgUiThread(agUiConversation('thread_h', 'agent_h', 'Stream.'));
  for (const event of [
    { type: 'RUN_STARTED', threadId: 'thread_h', runId: 'run_h' },
    { type: 'TEXT_MESSAGE_START', messageId: 'msg_h', role: 'assistant' },
  ])
    thread = mapAgUiEvent(thread, event, { now: 1 });
  return thread;
}

const textOf = (thread: AgUiThread) =>
  thread.conversation.messages
    .flatMap((message) => message.parts)
    .flatMap((part) => (part.kind === 'text' && part.id === 'msg_h/text' ? [part.text] : []))[0] ?? '';

describe('a hostile stream is held within bounds', () => {
  it('keeps the newest text of an endless message, its oldest dropped and counted', () => {
    let thread = started();
    const delta = 'x'.repeat(9_999) + '\n';
    const sent = 3 * remoteLimits.maxTextCharacters;
    for (let total = 0; total < sent; total += delta.length)
      thread = mapAgUiEvent(thread, { type: 'TEXT_MESSAGE_CONTENT', messageId: 'msg_h', delta }, { now: 2 });
    const text = textOf(thread);
    expect(text.length).toBeLessThanOrEqual(remoteLimits.maxTextCharacters + 200);
    expect(text).toMatch(/^\[… [\d,]+ earlier characters dropped/);
    const kept = text.length - text.indexOf('\n\n') - 2;
    expect(droppedCharacters(text) + kept).toBe(sent);
    expect(text.endsWith(delta)).toBe(true);
  });

  it('stops a run past its event limit with the reason, keeping what arrived', () => {
    let thread = started();
    const event = { type: 'TEXT_MESSAGE_CONTENT', messageId: 'msg_h', delta: 'w ' };
    // RUN_STARTED and TEXT_MESSAGE_START were the run's first two events.
    for (let index = 2; index < remoteLimits.maxRunEvents; index += 1)
      thread = mapAgUiEvent(thread, event, { now: 2 });
    expect(thread.run.status).toBe('running');
    thread = mapAgUiEvent(thread, event, { now: 3 });
    expect(thread.run).toMatchObject({ status: 'failed', runId: 'run_h' });
    expect(thread.run.status === 'failed' && thread.run.message).toContain('more than 200,000 events');
    expect(textOf(thread).length).toBe(2 * (remoteLimits.maxRunEvents - 2));
  });

  it('keeps raw events and state small, saying what was not kept', () => {
    let thread = started();
    const big = { blob: 'y'.repeat(remoteLimits.maxRawValueCharacters) };
    thread = mapAgUiEvent(thread, { type: 'CUSTOM', name: 'dump', value: big }, { now: 2 });
    expect(thread.rawEvents.at(-1)).toMatchObject({
      type: 'CUSTOM',
      name: 'dump',
      value: '[The event was not kept: it is larger than 64,000 characters.]',
    });
    thread = mapAgUiEvent(thread, { type: 'STATE_SNAPSHOT', snapshot: { ticket: 1 } }, { now: 3 });
    const huge = { text: 'z'.repeat(remoteLimits.maxStateCharacters) };
    thread = mapAgUiEvent(thread, { type: 'STATE_SNAPSHOT', snapshot: huge }, { now: 4 });
    expect(thread.state).toEqual({ ticket: 1 });
    expect(thread.rawEvents.at(-1)?.name).toBe(
      'not applied: the state would be too big (it is larger than 2,000,000 characters)',
    );
  });

  it('maps ten thousand calls, each found again by its id, all waiting once the run finishes', () => {
    let thread = started();
    const interrupts = [];
    for (let index = 0; index < 10_000; index += 1) {
      const toolCallId = `call_${index}`;
      // Calls spread over messages, and a message the agent names again after others.
      const parentMessageId = `msg_${index % 7 === 0 ? 'shared' : Math.floor(index / 100)}`;
      for (const event of [
        { type: 'TOOL_CALL_START', toolCallId, toolCallName: 'update_record', parentMessageId },
        { type: 'TOOL_CALL_ARGS', toolCallId, delta: `{"id":${index}` },
        { type: 'TOOL_CALL_ARGS', toolCallId, delta: '}' },
        { type: 'TOOL_CALL_END', toolCallId },
      ])
        thread = mapAgUiEvent(thread, event, { now: 2 });
      interrupts.push({ id: `int_${index}`, reason: 'tool_call', toolCallId });
    }
    thread = mapAgUiEvent(
      thread,
      { type: 'RUN_FINISHED', threadId: 'thread_h', runId: 'run_h', outcome: { type: 'interrupt', interrupts } },
      { now: 3 },
    );
    const calls = allToolCalls(thread.conversation);
    expect(calls).toHaveLength(10_000);
    expect(calls.every((call) => call.status === 'pending')).toBe(true);
    const byId = new Map(calls.map((call) => [call.id, call]));
    for (const index of [0, 7, 99, 100, 4_999, 9_999]) {
      const call = byId.get(`call_${index}`)!;
      expect(call.args).toEqual({ id: index });
      expect(call.interrupt?.id).toBe(`int_${index}`);
    }
    expect(thread.run).toEqual({ status: 'interrupted', runId: 'run_h' });
  });
});
