import { useRef, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { downloadText } from '../../../components/download-text.ts';
import { useAppStore } from '../../../store/app-store.ts';

/** Export the conversation to a file, import one, or start the demo afresh. */
export function ConversationActions() {
  const local = useAppStore((state) => state.localDecisions);
  const fileInput = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState<string | undefined>(undefined);

  const onImport = async (file: File | undefined) => {
    if (!file) return;
    const result = await useAppStore.getState().importConversation(await file.text());
    setMessage(result.ok ? `Imported ${file.name}.` : `Not imported: ${result.error}`);
  };

  // `contents`: the buttons and the message take part in the header's own wrapping row, where the message has a
  // line of its own at the end, so however long it is, it never pushes the buttons aside.
  return (
    <div className="contents">
      <div className="flex shrink-0 items-center gap-1">
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            const { fileName, text } = useAppStore.getState().exportConversation();
            downloadText(fileName, 'application/json', text);
          }}
        >
          Export
        </Button>
        {local ? null : (
          <>
            <Button size="sm" variant="ghost" onClick={() => fileInput.current?.click()}>
              Import…
            </Button>
            <input
              ref={fileInput}
              type="file"
              accept="application/json,.json"
              className="hidden"
              aria-label="Conversation file to import"
              onChange={(event) => {
                void onImport(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
            <Button size="sm" variant="ghost" onClick={() => void useAppStore.getState().startDemo()}>
              New demo
            </Button>
          </>
        )}
      </div>
      {message ? (
        <div className="order-last flex min-w-0 basis-full items-center gap-2 text-xs text-zinc-700 dark:text-zinc-300">
          <p role="status" className="min-w-0 [overflow-wrap:anywhere]">
            {message}
          </p>
          <Button size="sm" variant="ghost" onClick={() => setMessage(undefined)}>
            Dismiss
          </Button>
        </div>
      ) : null}
    </div>
  );
}
