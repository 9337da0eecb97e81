import type { Page } from '@playwright/test';
import { saveMeasureName } from '../src/store/persistence/conversation-persistence.ts';

declare global {
  interface Window {
    __phases?: Record<string, number>;
  }
}

/** The steps of an import as the page labels them, in order; the last says it is over. */
export const phaseLabels = ['Reading', 'Parsing', 'Validating', 'Loading', 'Saving', 'Imported'] as const;

/** Notes when each step of an import first shows on the page, to say where its time goes. */
export async function recordImportPhases(page: Page): Promise<void> {
  await page.addInitScript((labels: readonly string[]) => {
    const phases: Record<string, number> = {};
    window.__phases = phases;
    new MutationObserver(() => {
      const text = document.body?.innerText ?? '';
      for (const label of labels)
        if (phases[label] === undefined && new RegExp(`\\b${label}\\b`).test(text))
          phases[label] = performance.now();
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, phaseLabels);
}

/** Each step's time in ms, from when it showed until the next one that showed did. */
export async function importSteps(page: Page): Promise<Record<string, number>> {
  const phases = await page.evaluate(() => window.__phases ?? {});
  const steps: Record<string, number> = {};
  for (const [index, label] of phaseLabels.slice(0, -1).entries()) {
    const start = phases[label];
    const end = phaseLabels
      .slice(index + 1)
      .map((next) => phases[next])
      .find((at) => at !== undefined);
    if (start !== undefined && end !== undefined) steps[label.toLowerCase()] = Math.round(end - start);
  }
  return steps;
}

/** JSON.parse of the same file in the same page: the floor any import of it stands on. */
export async function parseBaselineMs(page: Page, path: string): Promise<number> {
  await page.evaluate(() => {
    const input = document.createElement('input');
    input.type = 'file';
    input.id = 'bench-baseline-file';
    input.hidden = true;
    document.body.append(input);
  });
  await page.locator('#bench-baseline-file').setInputFiles(path);
  return page.evaluate(async () => {
    const file = (document.getElementById('bench-baseline-file') as HTMLInputElement).files![0]!;
    const text = await file.text();
    const start = performance.now();
    JSON.parse(text);
    const elapsed = performance.now() - start;
    document.getElementById('bench-baseline-file')!.remove();
    return elapsed;
  });
}

/**
 * The least a save of one changed message could cost in this page: one IndexedDB transaction putting that
 * message alone, in a database of its own (the median of five).
 */
export async function oneRowPutMs(page: Page, message: unknown): Promise<number> {
  return page.evaluate(async (row) => {
    const name = `bench-one-row-${Math.random()}`;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name, 1);
      request.onupgradeneeded = () => request.result.createObjectStore('rows');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const times: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const start = performance.now();
      await new Promise<void>((resolve, reject) => {
        const transaction = db.transaction('rows', 'readwrite');
        transaction.objectStore('rows').put(row, attempt);
        transaction.oncomplete = () => resolve();
        transaction.onerror = () => reject(transaction.error);
      });
      times.push(performance.now() - start);
    }
    db.close();
    indexedDB.deleteDatabase(name);
    return times.sort((a, b) => a - b)[2]!;
  }, message);
}

/**
 * Runs `change` and waits for the save it causes: the duration of the save's User Timing entry, and the chunks
 * that save wrote.
 */
export async function nextSave(
  page: Page,
  change: () => Promise<void>,
): Promise<{ readonly durationMs: number; readonly chunks: number; readonly messages: number }> {
  const before = await page.evaluate(() => performance.now());
  await change();
  const handle = await page.waitForFunction(
    ({ after, name }) => {
      const entry = performance.getEntriesByName(name).find((candidate) => candidate.startTime > after) as
        PerformanceMeasure | undefined;
      return entry
        ? { durationMs: entry.duration, ...(entry.detail as { chunks: number; messages: number }) }
        : undefined;
    },
    { after: before, name: saveMeasureName },
    { timeout: 600_000, polling: 100 },
  );
  return (await handle.jsonValue())!;
}
