import type { Page } from '@playwright/test';

/**
 * Every row of every IndexedDB database of the page, as one text: a secret absent from it was saved in none of
 * the conversations, messages, drafts or audit entries.
 */
export function indexedDbText(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const request = <T>(target: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        target.onsuccess = () => resolve(target.result);
        target.onerror = () => reject(target.error);
      });
    const dumps: unknown[] = [];
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const database = await request(indexedDB.open(name));
      for (const store of Array.from(database.objectStoreNames)) {
        const rows = await request(database.transaction(store).objectStore(store).getAll());
        dumps.push({ name, store, rows });
      }
      database.close();
    }
    return JSON.stringify(dumps);
  });
}
