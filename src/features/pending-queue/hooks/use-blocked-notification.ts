import { useEffect, useRef, useState } from 'react';

function notificationsSupported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window;
}

/**
 * Tells the operator, through a browser notification, that the agent is blocked when a call starts waiting
 * while the tab is hidden. Asking for permission is left to a button: browsers ignore requests not made by a
 * click, and an unprompted request is rude.
 */
export function useBlockedNotification(pendingCount: number, firstPendingName: string | undefined) {
  const previous = useRef(pendingCount);
  const [permission, setPermission] = useState<NotificationPermission | 'unsupported'>(() =>
    notificationsSupported() ? Notification.permission : 'unsupported',
  );

  useEffect(() => {
    const grew = pendingCount > previous.current;
    previous.current = pendingCount;
    if (!grew || permission !== 'granted' || document.visibilityState !== 'hidden') return;
    const notification = new Notification('Toolgate: the agent is blocked', {
      body: `${pendingCount} ${pendingCount === 1 ? 'call waits' : 'calls wait'} for you${firstPendingName ? `, starting with ${firstPendingName}` : ''}.`,
      tag: 'toolgate-pending',
    });
    notification.onclick = () => window.focus();
  }, [pendingCount, permission, firstPendingName]);

  const requestPermission = async () => {
    if (!notificationsSupported()) return;
    setPermission(await Notification.requestPermission());
  };
  return { permission, requestPermission };
}
