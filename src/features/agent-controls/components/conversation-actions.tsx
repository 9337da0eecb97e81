import { useRef, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { downloadText } from '../../../components/download-text.ts';
import { useAppStore } from '../../../store/app-store.ts';
import { useConversationImport } from '../hooks/use-conversation-import.ts';
import { importProgressView } from '../import-progress-view.ts';
import { NewDemoDialog } from './new-demo-dialog.tsx';

/** Export the conversation to a file, import one, or start the demo afresh. */
export function ConversationActions() {
  const local = useAppStore((state) => state.localDecisions);
  const fileInput = useRef<HTMLInputElement>(null);
  const { state, start, cancel, dismiss } = useConversationImport();
  const importing = state.status === 'importing';
  const [confirmingDemo, setConfirmingDemo] = useState(false);
  const startDemo = () => void useAppStore.getState().startDemo();

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
            <Button size="sm" variant="ghost" disabled={importing} onClick={() => fileInput.current?.click()}>
              Import…
            </Button>
            <input
              ref={fileInput}
              type="file"
              accept="application/json,.json"
              className="hidden"
              aria-label="Conversation file to import"
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) void start(file);
                event.target.value = '';
              }}
            />
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                // An empty conversation has nothing to lose: the demo starts at once.
                if (useAppStore.getState().conversation.messages.length === 0) startDemo();
                else setConfirmingDemo(true);
              }}
            >
              New demo
            </Button>
            <NewDemoDialog
              open={confirmingDemo}
              onCancel={() => setConfirmingDemo(false)}
              onConfirm={() => {
                setConfirmingDemo(false);
                startDemo();
              }}
            />
          </>
        )}
      </div>
      {state.status === 'importing' ? (
        <ImportUnderWay
          fileName={state.fileName}
          view={importProgressView(state.progress)}
          onCancel={cancel}
        />
      ) : null}
      {state.status === 'ended' ? (
        <div className="order-last flex min-w-0 basis-full items-center gap-2 text-xs text-zinc-700 dark:text-zinc-300">
          <p role="status" className="min-w-0 [overflow-wrap:anywhere]">
            {state.message}
          </p>
          <Button size="sm" variant="ghost" onClick={dismiss}>
            Dismiss
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** The import in progress: what it is doing, how far, and a way to stop it. */
function ImportUnderWay({
  fileName,
  view,
  onCancel,
}: {
  readonly fileName: string;
  readonly view: ReturnType<typeof importProgressView>;
  readonly onCancel: () => void;
}) {
  return (
    <div className="order-last flex min-w-0 basis-full items-center gap-2 text-xs text-zinc-700 dark:text-zinc-300">
      <p role="status" className="min-w-0 truncate" title={fileName}>
        Importing {fileName}: {view.label}
      </p>
      <progress
        aria-label={`Import of ${fileName}`}
        className="h-1.5 w-24 shrink-0 accent-teal-700"
        max={1}
        {...(view.fraction === undefined ? {} : { value: view.fraction })}
      />
      {view.cancellable ? (
        <Button size="sm" variant="ghost" onClick={onCancel}>
          Cancel import
        </Button>
      ) : null}
    </div>
  );
}
