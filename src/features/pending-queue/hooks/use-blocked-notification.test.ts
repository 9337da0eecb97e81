// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../../store/app-store.ts';
import { useBlockedNotification } from './use-blocked-notification.ts';

afterEach(() => vi.unstubAllGlobals());

describe('useBlockedNotification', () => {
  it('asks the browser on request, and a grant turns the notification setting on', async () => {
    let answer: NotificationPermission = 'denied';
    vi.stubGlobal('Notification', { permission: 'default', requestPermission: async () => answer });
    useAppStore.getState().setNotifyWhenHidden(false);
    const { result } = renderHook(() => useBlockedNotification());
    expect(result.current.permission).toBe('default');
    await act(() => result.current.requestPermission());
    expect(result.current.permission).toBe('denied');
    expect(useAppStore.getState().notifyWhenHidden).toBe(false);
    answer = 'granted';
    await act(() => result.current.requestPermission());
    expect(useAppStore.getState().notifyWhenHidden).toBe(true);
  });
});
