import { Fragment } from 'react';
import { Kbd } from '../../../components/kbd.tsx';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { useAppStore } from '../../../store/app-store.ts';
import { shortcutList } from '../shortcut-list.ts';

/** The list of every shortcut, opened with `?`. */
export function ShortcutsDialog() {
  const open = useAppStore((state) => state.shortcutsOpen);
  const setShortcutsOpen = useAppStore((state) => state.setShortcutsOpen);
  return (
    <ModalDialog open={open} onClose={() => setShortcutsOpen(false)} title="Keyboard shortcuts">
      <dl className="grid grid-cols-[auto_1fr] items-center gap-x-6 gap-y-2 text-sm">
        {shortcutList.map((shortcut) => (
          <Fragment key={shortcut.action}>
            <dt className="flex items-center gap-1">
              {shortcut.keys.map((key, index) => (
                <Fragment key={key}>
                  {index > 0 ? <span className="text-zinc-600 dark:text-zinc-400">+</span> : null}
                  <Kbd>{key}</Kbd>
                </Fragment>
              ))}
            </dt>
            <dd className="text-zinc-700 dark:text-zinc-300">{shortcut.action}</dd>
          </Fragment>
        ))}
      </dl>
      <p className="mt-4 text-xs text-zinc-600 dark:text-zinc-400">
        Shortcuts are off while you type in a field, except Ctrl/⌘ Enter.
      </p>
    </ModalDialog>
  );
}
