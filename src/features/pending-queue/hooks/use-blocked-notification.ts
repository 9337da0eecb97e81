import { useState } from 'react';
import { useAppStore } from '../../../store/app-store.ts';

function notificationsSupported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window;
}

/**
 * Whether the browser lets the console notify, and the request for it: asking is left to a button, since browsers
 * ignore requests not made by a click and an unprompted one is rude. A grant turns the operator's setting on; the
 * notifications themselves are planned for the whole fleet (`app/use-attention.ts`).
 */
export function useBlockedNotification() {
  const [permission, setPermission] = useState<NotificationPermission | 'unsupported'>(() =>
    notificationsSupported() ? Notification.permission : 'unsupported',
  );
  const requestPermission = async () => {
    if (!notificationsSupported()) return;
    const answer = await Notification.requestPermission();
    setPermission(answer);
    if (answer === 'granted') useAppStore.getState().setNotifyWhenHidden(true);
  };
  return { permission, requestPermission };
}
