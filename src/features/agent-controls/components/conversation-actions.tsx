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

  return (
    <div className="flex items-center gap-1">
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
      {message ? (
        <span
          role="status"
          className="max-w-64 truncate text-xs text-zinc-600 dark:text-zinc-400"
          title={message}
        >
          {message}
        </span>
      ) : null}
    </div>
  );
}
