import type { Page } from '@playwright/test';

/**
 * Whether the conversation messages stored in IndexedDB contain `text`: a journey waits for a save to land before
 * it reloads, instead of guessing how long a write takes.
 */
export function storedMessagesContain(page: Page, text: string): Promise<boolean> {
  return page.evaluate(
    (wanted) =>
      new Promise<boolean>((resolve) => {
        const request = indexedDB.open('toolgate');
        request.onerror = () => resolve(false);
        request.onsuccess = () => {
          const db = request.result;
          if (!db.objectStoreNames.contains('messages')) {
            db.close();
            resolve(false);
            return;
          }
          const read = db.transaction('messages', 'readonly').objectStore('messages').getAll();
          read.onsuccess = () => {
            db.close();
            // A row too deep for JSON.stringify (a bounded call keeps its raw text elsewhere) is not the one sought.
            const holds = (row: { message: unknown }) => {
              try {
                return JSON.stringify(row.message).includes(wanted);
              } catch {
                return false;
              }
            };
            resolve(read.result.some(holds));
          };
          read.onerror = () => {
            db.close();
            resolve(false);
          };
        };
      }),
    text,
  );
}

/** How many emails the demo's outbox holds, read straight from IndexedDB as the tools see it. */
export function outboxCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('toolgate-tools');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction('outbox').objectStore('outbox').count();
          count.onerror = () => reject(count.error);
          count.onsuccess = () => resolve(count.result);
        };
      }),
  );
}
