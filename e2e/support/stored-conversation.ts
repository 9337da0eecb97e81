import type { Page } from '@playwright/test';

/**
 * Whether the conversation messages stored in IndexedDB (in chunks of consecutive messages) contain `text`: a
 * journey waits for a save to land before it reloads, instead of guessing how long a write takes.
 */
export function storedMessagesContain(page: Page, text: string): Promise<boolean> {
  return page.evaluate(
    (wanted) =>
      new Promise<boolean>((resolve) => {
        const request = indexedDB.open('toolgate');
        request.onerror = () => resolve(false);
        request.onsuccess = () => {
          const db = request.result;
          if (!db.objectStoreNames.contains('messageChunks')) {
            db.close();
            resolve(false);
            return;
          }
          const read = db.transaction('messageChunks', 'readonly').objectStore('messageChunks').getAll();
          read.onsuccess = () => {
            db.close();
            // A message too deep for JSON.stringify (a bounded call keeps its raw text elsewhere) is not the one
            // sought; the others of its chunk are still looked at.
            const holds = (message: unknown) => {
              try {
                return JSON.stringify(message).includes(wanted);
              } catch {
                return false;
              }
            };
            resolve(read.result.some((row: { messages: readonly unknown[] }) => row.messages.some(holds)));
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

/**
 * The status of the stored call of `tool` (the last one), or undefined while none is stored: a journey waits
 * for a call to be saved before it reloads.
 */
export function storedCallStatus(page: Page, tool: string): Promise<string | undefined> {
  return page.evaluate(
    (name) =>
      new Promise<string | undefined>((resolve) => {
        const request = indexedDB.open('toolgate');
        request.onerror = () => resolve(undefined);
        request.onsuccess = () => {
          const db = request.result;
          if (!db.objectStoreNames.contains('messageChunks')) {
            db.close();
            resolve(undefined);
            return;
          }
          const read = db.transaction('messageChunks', 'readonly').objectStore('messageChunks').getAll();
          read.onerror = () => {
            db.close();
            resolve(undefined);
          };
          read.onsuccess = () => {
            db.close();
            type Message = { parts: { kind: string; call?: { name: string; status: string } }[] };
            const statuses = (read.result as { messages: readonly Message[] }[]).flatMap((row) =>
              row.messages.flatMap((message) =>
                message.parts.flatMap((part) =>
                  part.kind === 'tool-call' && part.call?.name === name ? [part.call.status] : [],
                ),
              ),
            );
            resolve(statuses.at(-1));
          };
        };
      }),
    tool,
  );
}

/** An email in the demo's outbox, as the tools stored it. */
export interface StoredEmail {
  readonly id: number;
  readonly to: string;
  readonly subject: string;
  readonly sentAt: number;
}

/** The emails the demo's outbox holds, oldest first, read straight from IndexedDB as the tools see it. */
export function outboxEmails(page: Page): Promise<readonly StoredEmail[]> {
  return page.evaluate(
    () =>
      new Promise<StoredEmail[]>((resolve, reject) => {
        const open = indexedDB.open('toolgate-tools');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const read = db.transaction('outbox').objectStore('outbox').getAll();
          read.onerror = () => {
            db.close();
            reject(read.error);
          };
          read.onsuccess = () => {
            // Closed at once: an open connection would hold up the page's next schema upgrade.
            db.close();
            resolve(read.result as StoredEmail[]);
          };
        };
      }),
  );
}

/** How many emails the demo's outbox holds. */
export async function outboxCount(page: Page): Promise<number> {
  return (await outboxEmails(page)).length;
}
