import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import type { Page, Request } from '@playwright/test';
import { outDir } from './bench-paths.ts';

/**
 * The first load of the console on the demo: bytes transferred before the first token total shows, the time
 * from navigation to that total, and the main bundle's gzip size. "Before" is the build that shipped
 * js-tiktoken's o200k rank file as a script, measured by this same spec on this machine (the lower time of two
 * runs of 3 loads; the other gave 6,397 ms).
 */
const before = { bytes: 1_446_390, firstTotalMs: 5_745, mainGzipBytes: 286_509 };
const targets = { firstTotalMs: 1_500, bytesRatio: 0.5 };

declare global {
  interface Window {
    __firstTotal?: { at: number; tokens: number };
  }
}

interface Load {
  readonly firstTotalMs: number;
  readonly tokens: number;
  readonly bytesBeforeTotal: number;
  readonly requestsBeforeTotal: readonly string[];
  /** Requests under way when the total showed, with the bytes each transferred in the end. */
  readonly inFlightAtTotal: readonly string[];
}

/** Chunks that load apart from the main bundle: each screen, and what the console fetches only on need. */
const lazyChunks = [
  'conversations-route',
  'captures-route',
  'rules-route',
  'audit-route',
  'settings-route',
  'mcp-servers-panel',
  'call-review',
  'elicitation-panel',
  'markdown-renderer',
  'mcp-connection',
];

// Marks, in page time, the first moment the Context region shows a finished, non-zero total.
function markFirstTotal(): void {
  new MutationObserver(() => {
    if (window.__firstTotal) return;
    const total = document.querySelector('[data-testid="context-total"]');
    const region = total?.closest('[aria-busy]');
    const tokens = Number(total?.textContent?.replace(/[^\d]/g, '') ?? 0);
    if (region?.getAttribute('aria-busy') === 'false' && tokens > 0)
      window.__firstTotal = { at: performance.now(), tokens };
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
}

async function load(page: Page): Promise<Load> {
  const finished: { url: string; start: number; end: number; bytes: number }[] = [];
  const onFinished = async (request: Request) => {
    const sizes = await request.sizes();
    const timing = request.timing();
    finished.push({
      url: new URL(request.url()).pathname,
      start: timing.startTime,
      end: timing.startTime + timing.responseEnd,
      bytes: sizes.responseBodySize + sizes.responseHeadersSize,
    });
  };
  page.on('requestfinished', onFinished);
  await page.goto('/');
  await page.waitForFunction(() => window.__firstTotal !== undefined, undefined, { timeout: 60_000 });
  const { at, tokens, origin } = await page.evaluate(() => ({
    ...window.__firstTotal!,
    origin: performance.timeOrigin,
  }));
  // Requests still in flight at the total finish later; give them a moment to be reported.
  await page.waitForTimeout(300);
  page.off('requestfinished', onFinished);
  const early = finished.filter((entry) => entry.end <= origin + at);
  const inFlight = finished.filter((entry) => entry.start <= origin + at && entry.end > origin + at);
  return {
    firstTotalMs: at,
    tokens,
    bytesBeforeTotal: early.reduce((sum, entry) => sum + entry.bytes, 0),
    requestsBeforeTotal: early.map((entry) => entry.url),
    inFlightAtTotal: inFlight.map((entry) => `${entry.url} (${kb(entry.bytes)})`),
  };
}

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kb = (bytes: number) => `${bytes.toLocaleString('en-US')} bytes`;

test('first load: bytes and time to the first token total, main bundle size', async ({
  browser,
}, testInfo) => {
  const cold: Load[] = [];
  let warm: Load | undefined;
  for (let run = 0; run < 3; run += 1) {
    // A fresh context each time: an empty cache, as on a first visit.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(markFirstTotal);
    cold.push(await load(page));
    if (run === 0) {
      // The same browser again: the hashed assets come from its cache or as 304s.
      warm = await load(page);
    }
    await context.close();
  }
  const html = readFileSync(`${outDir}/index.html`, 'utf8');
  const mainScript = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
  expect(mainScript, 'the built page names its main script').toBeTruthy();
  const mainGzipBytes = gzipSync(readFileSync(`${outDir}${mainScript}`)).length;
  const assets = readdirSync(`${outDir}/assets`);
  const chunkSizes = lazyChunks.map((name) => {
    const file = assets.find((asset) => asset.startsWith(`${name}-`) && asset.endsWith('.js'));
    return { name, gzipBytes: file ? gzipSync(readFileSync(`${outDir}/assets/${file}`)).length : undefined };
  });

  const bytes = median(cold.map((run) => run.bytesBeforeTotal));
  const firstTotalMs = Math.round(median(cold.map((run) => run.firstTotalMs)));
  const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');
  console.log(
    [
      'First load of the demo console (median of 3 cold loads):',
      `  time to the first token total   ${firstTotalMs} ms   (${(firstTotalMs / before.firstTotalMs).toFixed(2)}x of ${before.firstTotalMs} ms before; target < ${targets.firstTotalMs} ms: ${verdict(firstTotalMs < targets.firstTotalMs)})`,
      `  bytes before the first total    ${kb(bytes)}   (${(bytes / before.bytes).toFixed(2)}x of ${kb(before.bytes)} before; target < ${targets.bytesRatio}x: ${verdict(bytes < before.bytes * targets.bytesRatio)})`,
      `  main bundle, gzip               ${kb(mainGzipBytes)}   (${(mainGzipBytes / before.mainGzipBytes).toFixed(2)}x of ${kb(before.mainGzipBytes)} before)`,
      `  revisit, same browser           ${kb(warm!.bytesBeforeTotal)} before the total, after ${Math.round(warm!.firstTotalMs)} ms`,
      `  fetched before the total        ${cold[0]!.requestsBeforeTotal.join(', ')}`,
      `  still loading at the total      ${cold[0]!.inFlightAtTotal.join(', ') || 'nothing'}`,
      '  chunks loaded apart, gzip:',
      ...chunkSizes.map(
        ({ name, gzipBytes }) =>
          `    ${name.padEnd(28)} ${gzipBytes === undefined ? 'not emitted' : kb(gzipBytes)}`,
      ),
    ].join('\n'),
  );
  await testInfo.attach('first-load.json', {
    body: JSON.stringify({ cold, warm, mainGzipBytes, chunkSizes, before, targets }, null, 2),
    contentType: 'application/json',
  });
  // The figure rests on a real count: the demo's system prompt and tools give a total above zero.
  expect(cold.every((run) => run.tokens > 0)).toBe(true);
  // Every screen other than the console is a chunk of its own.
  expect(
    chunkSizes.filter((chunk) => chunk.name.endsWith('-route') && chunk.gzipBytes === undefined),
  ).toEqual([]);
});
