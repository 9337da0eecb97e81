import { useRef } from 'react';
import { Button } from '../../../components/button.tsx';
import { ModalDialog } from '../../../components/modal-dialog.tsx';

/** Asks before the demo starts over: what happens to this conversation and to the demo's records. */
export function NewDemoDialog({
  open,
  onConfirm,
  onCancel,
}: {
  readonly open: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}) {
  const confirmRef = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog open={open} onClose={onCancel} title="Start the demo again?" initialFocusRef={confirmRef}>
      <div className="space-y-4 text-sm text-zinc-700 dark:text-zinc-300">
        <p>
          The agent stops and this conversation is set aside: it stays stored, but the console opens a new
          one. The demo&apos;s records and sent e-mails go back to their starting values, so the script runs
          from the same facts as the first time.
        </p>
        <div className="flex flex-wrap justify-end gap-2">
          <Button onClick={onCancel}>Keep this conversation</Button>
          <Button ref={confirmRef} variant="primary" onClick={onConfirm}>
            Start the demo again
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
