// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Conversation } from '../core/conversation.ts';
import type { ToolCall } from '../core/tool-call.ts';
import { useAppStore } from '../store/app-store.ts';
import { makeConversation, makeMessage, makeToolCall, makeToolCallPart } from '../test/test-builders.ts';
import { until } from '../test/until.ts';
import { moveOnWhenDecided } from './move-on-when-decided.ts';

const interrupt = (id: string) => ({ id: `i_${id}`, reason: 'tool_call', toolCallId: id, editable: true });
const waiting = (id: string): ToolCall =>
  makeToolCall({ id, name: 'update_record', interrupt: interrupt(id) });
const staged = (id: string): ToolCall =>
  makeToolCall({
    id,
    name: 'update_record',
    interrupt: { ...interrupt(id), staged: { kind: 'approve', approvedArgs: {}, by: 'operator', at: 1 } },
  });

function thread(calls: readonly ToolCall[]): Conversation {
  return makeConversation([
    makeMessage(
      'model',
      calls.map((call) => makeToolCallPart(call)),
      'm1',
    ),
  ]);
}

/** The queue as buttons, as the queue draws them: a staged call marked. */
function drawQueue(calls: readonly ToolCall[]) {
  document.body.replaceChildren(
    ...calls.map((call) => {
      const button = document.createElement('button');
      button.dataset['queueItem'] = '';
      button.dataset['callId'] = call.id;
      if (call.interrupt?.staged) button.dataset['staged'] = '';
      return button;
    }),
  );
}

const focusedCall = () => (document.activeElement as HTMLElement | null)?.dataset['callId'];

beforeEach(() => {
  const calls = [waiting('c1'), staged('c2'), waiting('c3')];
  useAppStore.setState({ conversation: thread(calls) });
  drawQueue(calls);
  document.querySelector<HTMLElement>('[data-call-id="c1"]')!.focus();
});
afterEach(() => document.body.replaceChildren());

describe('moveOnWhenDecided', () => {
  it('moves the focus past calls already decided to the next that waits, once the call is decided', async () => {
    moveOnWhenDecided(['c1']);
    expect(focusedCall()).toBe('c1');
    const decided = [staged('c1'), staged('c2'), waiting('c3')];
    drawQueue(decided);
    useAppStore.setState({ conversation: thread(decided) });
    await until(() => focusedCall() === 'c3');
  });

  it('lets go once the operator presses another key before the call is decided', async () => {
    moveOnWhenDecided(['c1']);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'j' }));
    document.querySelector<HTMLElement>('[data-call-id="c2"]')!.focus();
    const decided = [staged('c1'), staged('c2'), waiting('c3')];
    useAppStore.setState({ conversation: thread(decided) });
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(focusedCall()).toBe('c2');
  });
});
