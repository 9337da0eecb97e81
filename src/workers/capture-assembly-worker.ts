/// <reference lib="webworker" />
import { assembleInChunks, textCaptureSource } from '../wire/assemble-in-chunks.ts';
import type { CaptureAssemblyRequest, CaptureAssemblyResponse } from './capture-assembly-shared.ts';
import { readBlob } from './capture-assembly-shared.ts';

// The worker entry: it assembles captures off the page's thread, one at a time per id, and stops on cancel.
const scope = self as unknown as DedicatedWorkerGlobalScope;
const running = new Map<number, AbortController>();
const post = (response: CaptureAssemblyResponse) => scope.postMessage(response);

scope.addEventListener('message', (event: MessageEvent<CaptureAssemblyRequest>) => {
  const request = event.data;
  if (request.type === 'cancel') {
    running.get(request.id)?.abort();
    return;
  }
  const controller = new AbortController();
  running.set(request.id, controller);
  const { input, id } = request;
  const source =
    input.kind === 'text'
      ? textCaptureSource(input.text)
      : { size: input.file.size, read: (start: number, end: number) => readBlob(input.file, start, end) };
  void assembleInChunks(source, {
    ...(request.format ? { format: request.format } : {}),
    signal: controller.signal,
    onProgress: (read, total) => post({ type: 'progress', id, read, total }),
  })
    .catch((error: unknown) => ({
      kind: 'refused' as const,
      message: `The capture could not be read: ${error instanceof Error ? error.message : String(error)}`,
    }))
    .then((outcome) => {
      running.delete(id);
      post({ type: 'outcome', id, outcome });
    });
});
