import { describe, expect, it } from 'vitest';
import type { McpCallActivity } from './mcp-call-desk.ts';
import { createMcpCallDesk } from './mcp-call-desk.ts';

function deskWithState() {
  let state: Readonly<Record<string, McpCallActivity>> = {};
  const desk = createMcpCallDesk({ read: () => state, write: (next) => (state = next) });
  return { desk, state: () => state };
}

const form = { mode: 'form' as const, message: 'Name?', requestedSchema: { type: 'object', properties: {} } };

describe('mcp call desk', () => {
  it('puts progress and a question on the running call of that server, and hands back the answer', async () => {
    const { desk, state } = deskWithState();
    desk.started('call-a', 'srv-1');
    desk.started('call-b', 'srv-2');
    desk.progress('call-a', { progress: 2, total: 5 });
    const asked = desk.ask('srv-1', form, new AbortController().signal);
    expect(state()['call-a']).toEqual({
      serverId: 'srv-1',
      progress: { progress: 2, total: 5 },
      elicitation: form,
    });
    expect(state()['call-b']).toEqual({ serverId: 'srv-2' });
    expect(desk.answer('call-a', { action: 'accept', content: { name: 'Ada' } })).toBe(true);
    await expect(asked).resolves.toEqual({
      callId: 'call-a',
      answer: { action: 'accept', content: { name: 'Ada' } },
    });
    expect(state()['call-a']?.elicitation).toBeUndefined();
  });

  it('declines a question when the server runs no call, and cancels one the server withdraws', async () => {
    const { desk } = deskWithState();
    await expect(desk.ask('srv-1', form, new AbortController().signal)).resolves.toEqual({
      answer: { action: 'decline' },
    });
    desk.started('call-a', 'srv-1');
    const controller = new AbortController();
    const asked = desk.ask('srv-1', form, controller.signal);
    controller.abort();
    await expect(asked).resolves.toEqual({ callId: 'call-a', answer: { action: 'cancel' } });
    expect(desk.answer('call-a', { action: 'decline' })).toBe(false);
  });

  it('cancels an open question when its call ends, and forgets the call', async () => {
    const { desk, state } = deskWithState();
    desk.started('call-a', 'srv-1');
    const asked = desk.ask('srv-1', form, new AbortController().signal);
    desk.finished('call-a');
    await expect(asked).resolves.toEqual({ callId: 'call-a', answer: { action: 'cancel' } });
    expect(state()).toEqual({});
  });
});
