// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Conversation } from '../core/conversation.ts';
import { useAppStore } from '../store/app-store.ts';
import { makeCallPart, makeConversation, makeMessage, makeTextPart } from '../test/test-builders.ts';
import { useAttention } from './use-attention.ts';

const shown: { title: string; body: string | undefined }[] = [];

class RecordedNotification {
  static permission = 'granted';
  onclick: (() => void) | null = null;
  constructor(title: string, options?: { body?: string }) {
    shown.push({ title, body: options?.body });
  }
}

/** A thread of the support agent waiting on `callName`, with `chatter` streamed text messages after it. */
function thread(id: string, callName: string, chatter = 0): Conversation {
  return {
    ...makeConversation([
      makeMessage('model', [makeCallPart({ id: `call_${id}`, name: callName })]),
      ...Array.from({ length: chatter }, (_, index) =>
        makeMessage('model', [makeTextPart(`Still working ${index}`)], `chatter_${index}`),
      ),
    ]),
    id,
    title: `Ticket ${id}`,
    source: { kind: 'ag-ui', agentId: 'support', threadId: id },
  };
}

const hold = (...threads: Conversation[]) =>
  act(() =>
    useAppStore.setState({ backgroundConversations: Object.fromEntries(threads.map((t) => [t.id, t])) }),
  );

beforeEach(() => {
  shown.length = 0;
  vi.useFakeTimers();
  vi.stubGlobal('Notification', RecordedNotification);
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  useAppStore.setState({
    notifyWhenHidden: true,
    agUiAgents: [{ id: 'support', name: 'Support agent' }] as never,
    backgroundConversations: {},
  });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete (document as unknown as Record<string, unknown>)['visibilityState'];
});

describe('useAttention', () => {
  it('counts waiting calls in the title and names a new call once, however many events stream into its thread', async () => {
    renderHook(() => useAttention('Toolgate'));
    hold(thread('t1', 'send_email'));
    expect(document.title).toBe('(1) call pending · Toolgate');
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(shown).toEqual([
      { title: 'Toolgate: send_email waits for you', body: 'Support agent asks to run send_email.' },
    ]);

    // Fifty streaming events into the thread, and a second call arriving too soon after the first notice.
    for (let event = 1; event <= 50; event += 1) {
      hold(thread('t1', 'send_email', event), ...(event >= 25 ? [thread('t2', 'refund')] : []));
      await act(() => vi.advanceTimersByTimeAsync(20));
    }
    expect(document.title).toBe('(2) calls pending · Toolgate');
    expect(shown).toHaveLength(1);
    // Once the gap between notices has passed, the second call is named.
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(shown.map((notice) => notice.title)).toEqual([
      'Toolgate: send_email waits for you',
      'Toolgate: refund waits for you',
    ]);
  });

  it('notifies nothing while the tab is looked at, and what waited then is not announced later', async () => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    renderHook(() => useAttention('Toolgate'));
    hold(thread('t1', 'send_email'));
    await act(() => vi.advanceTimersByTimeAsync(300));
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    expect(shown).toEqual([]);
    expect(document.title).toBe('(1) call pending · Toolgate');
  });
});
