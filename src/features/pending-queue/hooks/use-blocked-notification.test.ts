// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useBlockedNotification } from './use-blocked-notification.ts';

const shown: { title: string; body: string | undefined }[] = [];
class FakeNotification {
  static permission: NotificationPermission = 'granted';
  static requestPermission = async () => 'granted' as const;
  onclick: (() => void) | null = null;
  constructor(title: string, options?: NotificationOptions) {
    shown.push({ title, body: options?.body });
  }
}

function hidden(value: boolean) {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (value ? 'hidden' : 'visible'),
  });
}

afterEach(() => {
  shown.length = 0;
  vi.unstubAllGlobals();
});

describe('useBlockedNotification', () => {
  it('notifies when a call starts waiting while the tab is hidden', () => {
    vi.stubGlobal('Notification', FakeNotification);
    hidden(true);
    const { rerender } = renderHook(({ count }) => useBlockedNotification(count, 'send_email'), {
      initialProps: { count: 0 },
    });
    rerender({ count: 1 });
    expect(shown).toEqual([
      { title: 'Toolgate: the agent is blocked', body: '1 call waits for you, starting with send_email.' },
    ]);
  });

  it('stays quiet while the tab is visible or when fewer calls wait', () => {
    vi.stubGlobal('Notification', FakeNotification);
    hidden(false);
    const { rerender } = renderHook(({ count }) => useBlockedNotification(count, 'x'), {
      initialProps: { count: 1 },
    });
    rerender({ count: 2 });
    hidden(true);
    rerender({ count: 1 });
    expect(shown).toEqual([]);
  });
});
