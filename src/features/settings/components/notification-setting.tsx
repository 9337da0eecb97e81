import { useState } from 'react';
import { sectionHeadingClass } from '../../../components/screen-frame.tsx';
import { useAppStore } from '../../../store/app-store.ts';

function browserPermission(): NotificationPermission | 'unsupported' {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

const permissionNotes: Readonly<Record<NotificationPermission | 'unsupported', string>> = {
  granted: 'This browser lets the console notify.',
  default: 'The browser asks once you turn this on.',
  denied: 'This browser refuses the console’s notifications: allow them in its site settings first.',
  unsupported: 'This browser has no system notifications.',
};

/**
 * The operator's consent to system notifications while the tab is not looked at: the first new call and its
 * agent, at most one every few seconds, and a deadline about to pass. Turning it on asks the browser.
 */
export function NotificationSetting() {
  const on = useAppStore((state) => state.notifyWhenHidden);
  const [permission, setPermission] = useState(browserPermission);
  const toggle = async (next: boolean) => {
    if (next && permission === 'default') {
      const answer = await Notification.requestPermission();
      setPermission(answer);
      if (answer !== 'granted') return;
    }
    useAppStore.getState().setNotifyWhenHidden(next);
  };
  return (
    <section aria-labelledby="notification-setting-heading" className="space-y-1.5">
      <h3 id="notification-setting-heading" className={sectionHeadingClass}>
        Notifications
      </h3>
      <label className="flex items-start gap-2 text-sm text-zinc-800 dark:text-zinc-200">
        <input
          type="checkbox"
          checked={on && permission === 'granted'}
          disabled={permission === 'denied' || permission === 'unsupported'}
          onChange={(event) => void toggle(event.target.checked)}
          className="mt-0.5 accent-teal-700 dark:accent-teal-400"
        />
        <span>
          Notify me when a call waits while this tab is not looked at
          <span className="block text-xs text-zinc-600 dark:text-zinc-400">
            Names the first new call and its agent, at most one every few seconds, and warns again when a
            deadline is about to pass. {permissionNotes[permission]}
          </span>
        </span>
      </label>
    </section>
  );
}
