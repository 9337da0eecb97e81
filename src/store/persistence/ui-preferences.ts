/** How the argument diff is laid out: one column, or the proposed and the effective arguments side by side. */
export type DiffLayout = 'unified' | 'split';

const diffLayoutKey = 'toolgate.diffLayout';

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Storage can be refused (private windows, blocked cookies): the preference then lasts for the page only.
    return undefined;
  }
}

/** The diff layout the operator chose last, on this device; unified until one is chosen. */
export function readDiffLayout(): DiffLayout {
  const stored = storage()?.getItem(diffLayoutKey);
  return stored === 'split' ? 'split' : 'unified';
}

/** Remembers the diff layout on this device. */
export function writeDiffLayout(layout: DiffLayout): void {
  try {
    storage()?.setItem(diffLayoutKey, layout);
  } catch {
    // A full or refused storage only means the choice is not remembered.
  }
}

const notifyKey = 'toolgate.notifyWhenHidden';

/** Whether the operator asked to be notified of waiting calls while the tab is not looked at; off until asked. */
export function readNotifyWhenHidden(): boolean {
  return storage()?.getItem(notifyKey) === 'on';
}

/** Remembers the notification setting on this device. */
export function writeNotifyWhenHidden(on: boolean): void {
  try {
    storage()?.setItem(notifyKey, on ? 'on' : 'off');
  } catch {
    // A full or refused storage only means the choice is not remembered.
  }
}
