import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import type { ConversationSummary } from '../../../store/saved-records.ts';

/** Asks before a stored conversation is deleted, and says what goes and what stays. */
export function DeleteConversationDialog({
  conversation,
  isOpenConversation,
  onConfirm,
  onClose,
}: {
  readonly conversation: ConversationSummary | undefined;
  readonly isOpenConversation: boolean;
  readonly onConfirm: (id: string) => Promise<void>;
  readonly onClose: () => void;
}) {
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  return (
    <ModalDialog open={!!conversation} onClose={onClose} title="Delete this conversation?">
      {conversation ? (
        <div className="space-y-4 text-sm">
          <p>
            <span className="font-medium break-words">{conversation.title}</span> and its{' '}
            {conversation.messageCount} {conversation.messageCount === 1 ? 'message' : 'messages'} are deleted
            from this browser, with the drafts of its pending calls. The audit log keeps its entries.
            {isOpenConversation ? ' It is the open conversation: a new one opens in its place.' : ''}
          </p>
          {error ? (
            <p role="alert" className="text-red-700 dark:text-red-300">
              Not deleted: {error}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button onClick={onClose}>Cancel</Button>
            <Button
              variant="danger"
              disabled={busy}
              onClick={() => {
                setBusy(true);
                setError(undefined);
                onConfirm(conversation.id).then(
                  () => {
                    setBusy(false);
                    onClose();
                  },
                  (reason: unknown) => {
                    setBusy(false);
                    setError(reason instanceof Error ? reason.message : String(reason));
                  },
                );
              }}
            >
              Delete conversation
            </Button>
          </div>
        </div>
      ) : null}
    </ModalDialog>
  );
}
