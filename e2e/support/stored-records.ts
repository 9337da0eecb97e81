import type { Page } from '@playwright/test';

/** Reads one record straight from the embedded data store in IndexedDB, as the tools see it. */
export function readStoredRecord(
  page: Page,
  model: string,
  id: number,
): Promise<Record<string, unknown> | undefined> {
  return page.evaluate(
    ([modelName, recordId]) =>
      new Promise<Record<string, unknown> | undefined>((resolve, reject) => {
        const open = indexedDB.open('toolgate-tools');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('records').objectStore('records').get([modelName, recordId]);
          read.onerror = () => reject(read.error);
          read.onsuccess = () =>
            resolve((read.result as { data?: Record<string, unknown> } | undefined)?.data);
        };
      }),
    [model, id] as const,
  );
}
