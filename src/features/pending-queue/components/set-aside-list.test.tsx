// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCallPart, makeConversation, makeMessage } from '../../../test/test-builders.ts';
import { useAppStore } from '../../../store/app-store.ts';
import { readSetAsideCalls } from '../../../store/saved-records.ts';
import { NotNowMenu } from './not-now-menu.tsx';
import { PendingQueue } from './pending-queue.tsx';

function seed() {
  localStorage.clear();
  useAppStore.setState({
    selectedPartId: undefined,
    setAsideCalls: {},
    conversation: makeConversation([
      makeMessage('model', [
        makeCallPart({ id: 'mail', name: 'send_email', args: { to: 'a@example.com' } }),
        makeCallPart({ id: 'update', name: 'update_record' }),
      ]),
    ]),
  });
}

function renderQueue() {
  const groupActions = { approve: vi.fn(), decline: vi.fn(), setField: vi.fn(), reasonOf: () => undefined };
  render(
    <>
      <PendingQueue
        tierOf={() => 'write'}
        heldTierOf={() => 'unknown'}
        standingOf={() => 'ready'}
        approve={vi.fn()}
        groupActions={groupActions}
      />
      <NotNowMenu callId="mail" onSetAside={() => undefined} />
    </>,
  );
}

const listed = () =>
  [...document.querySelectorAll('[data-queue-item]')].map((item) => item.getAttribute('data-call-id'));

beforeEach(seed);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Not now', () => {
  it('takes a call out of the queue for 15 minutes, keeps it across a reload, and brings it back with a notice', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: Date.UTC(2026, 11, 3, 12, 0, 0) });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    renderQueue();
    expect(listed()).toEqual(['mail', 'update']);
    await user.click(screen.getByRole('button', { name: '15 minutes' }));
    expect(listed()).toEqual(['update']);
    const aside = screen.getByRole('region', { name: 'Set aside' });
    expect(aside).toHaveTextContent('send_email for 15 minutes more');
    // What a reload reads back: the entry, keyed by conversation and call, nothing about the agent.
    const [stored] = readSetAsideCalls();
    expect(stored).toMatchObject({ conversationId: 'conv_test', callId: 'mail', tool: 'send_email' });
    expect(stored?.until.kind === 'time' && stored.until.at - stored.setAt).toBe(15 * 60_000);
    await act(() => vi.advanceTimersByTimeAsync(15 * 60_000));
    expect(listed()).toEqual(['mail', 'update']);
    expect(screen.queryByRole('region', { name: 'Set aside' })).not.toBeInTheDocument();
    expect(
      screen.getByText('send_email is back in the queue (set aside 15 minutes ago).'),
    ).toBeInTheDocument();
    // The call itself never changed: it waits as before.
    expect(useAppStore.getState().conversation.messages[0]?.parts[0]).toMatchObject({
      call: { status: 'pending' },
    });
  });

  it('keeps a call aside until the queue is otherwise empty, and brings one back at once on request', async () => {
    const user = userEvent.setup();
    renderQueue();
    await user.click(screen.getByRole('button', { name: 'Until the queue is otherwise empty' }));
    expect(listed()).toEqual(['update']);
    act(() =>
      useAppStore.getState().updateConversation((conversation) => ({
        ...conversation,
        messages: conversation.messages.map((message) => ({
          ...message,
          parts: message.parts.filter((part) => part.kind !== 'tool-call' || part.call.id !== 'update'),
        })),
      })),
    );
    expect(listed()).toEqual(['mail']);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('send_email is back in the queue');
    await user.click(screen.getByRole('button', { name: 'Until the queue is otherwise empty' }));
    act(() =>
      useAppStore.getState().updateConversation((conversation) => ({
        ...conversation,
        messages: [...conversation.messages, makeMessage('model', [makeCallPart({ id: 'other' })])],
      })),
    );
    expect(listed()).toEqual(['other']);
    await user.click(
      within(screen.getByRole('region', { name: 'Set aside' })).getByRole('button', { name: 'Bring back' }),
    );
    expect(listed()).toEqual(['mail', 'other']);
    expect(readSetAsideCalls()).toEqual([]);
  });
});
