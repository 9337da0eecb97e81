import type { ReactNode, RefObject } from 'react';
import { useEffect, useRef } from 'react';

/**
 * A modal on the native `<dialog>`: the browser traps focus, Escape closes it and focus returns to where it
 * was, which a hand-made overlay would have to re-implement. `initialFocusRef` names the control that takes
 * focus on opening (else the browser focuses the first focusable one, the Close button).
 */
export function ModalDialog({
  open,
  onClose,
  title,
  children,
  initialFocusRef,
}: {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly title: string;
  readonly children: ReactNode;
  readonly initialFocusRef?: RefObject<HTMLElement | null>;
}) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal?.();
      // showModal runs the dialog's own focusing steps, so the chosen control is focused after it.
      initialFocusRef?.current?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open, initialFocusRef]);

  return (
    <dialog
      ref={ref}
      aria-label={title}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
      className="m-auto w-[min(36rem,calc(100vw-2rem))] rounded-lg border border-zinc-200 bg-white p-0 text-zinc-900 shadow-xl backdrop:bg-zinc-950/40 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100"
    >
      {open ? (
        <div className="p-5">
          <div className="mb-3 flex items-center justify-between gap-4">
            <h2 className="text-base font-semibold">{title}</h2>
            <button
              type="button"
              onClick={onClose}
              className="rounded px-2 py-1 text-sm text-zinc-600 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800"
            >
              Close
            </button>
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
