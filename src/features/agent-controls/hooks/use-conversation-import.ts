import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppStore } from '../../../store/app-store.ts';
import type { ImportProgress } from '../../../workers/conversation-import-shared.ts';
import { importOutcomeMessage } from '../import-progress-view.ts';

/** Where the import of a file is: none yet, under way, or ended with a message. */
export type ImportState =
  | { readonly status: 'idle' }
  | { readonly status: 'importing'; readonly fileName: string; readonly progress: ImportProgress | undefined }
  | { readonly status: 'ended'; readonly message: string };

/** Imports a chosen file with progress; `cancel` stops it and leaves the open conversation as it was. */
export function useConversationImport() {
  const [state, setState] = useState<ImportState>({ status: 'idle' });
  const controller = useRef<AbortController | undefined>(undefined);

  // An import still running when the actions leave the screen is cancelled, not left to land unseen.
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(async (file: File) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ status: 'importing', fileName: file.name, progress: undefined });
    const outcome = await useAppStore.getState().importConversationFile(file, {
      fileName: file.name,
      signal: current.signal,
      onProgress: (progress) => {
        if (!current.signal.aborted) setState({ status: 'importing', fileName: file.name, progress });
      },
    });
    if (controller.current === current) controller.current = undefined;
    setState({ status: 'ended', message: importOutcomeMessage(file.name, outcome) });
  }, []);

  const cancel = useCallback(() => controller.current?.abort(), []);
  const dismiss = useCallback(() => setState({ status: 'idle' }), []);

  return { state, start, cancel, dismiss };
}
