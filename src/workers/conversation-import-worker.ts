/// <reference lib="webworker" />
import { runConversationImport } from './conversation-import-service.ts';
import type { ImportRequest, ImportResponse } from './conversation-import-shared.ts';

// The worker entry: one import per worker; the page terminates it to cancel.
const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.addEventListener('message', (event: MessageEvent<ImportRequest>) => {
  void runConversationImport(event.data, (response: ImportResponse) => scope.postMessage(response)).catch(
    (error: unknown) =>
      scope.postMessage({
        type: 'refused',
        error: `The import failed: ${error instanceof Error ? error.message : String(error)}`,
      } satisfies ImportResponse),
  );
});
