import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { SettingsPage } from '../e2e/pages/settings-page.ts';
import { profiled } from './cpu-profile.ts';
import { largeExportText } from '../e2e/support/large-export.ts';

declare global {
  interface Window {
    __frames?: { recording: boolean; deltas: number[] };
    __phases?: Record<string, number>;
  }
}

const phaseLabels = ['Reading', 'Checking', 'Loading', 'Saving', 'Imported'] as const;

/** Notes when each step of an import first shows on the page, to say where its time goes. */
async function recordImportPhases(page: Page): Promise<void> {
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

/** Records the gap between animation frames while `recording`: a frozen page shows as one long gap. */
async function recordFrames(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const frames = { recording: false, deltas: [] as number[] };
    window.__frames = frames;
    let last = performance.now();
    const tick = (now: number) => {
      if (frames.recording) frames.deltas.push(now - last);
      last = now;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

async function framesDuring(page: Page, work: () => Promise<void>) {
  await page.evaluate(() => {
    window.__frames!.deltas = [];
    window.__frames!.recording = true;
  });
  const started = Date.now();
  await work();
  const elapsedMs = Date.now() - started;
  const deltas = await page.evaluate(() => {
    window.__frames!.recording = false;
    return window.__frames!.deltas;
  });
  const sorted = [...deltas].sort((a, b) => a - b);
  const p95 = sorted[Math.floor(sorted.length * 0.95)] ?? Number.NaN;
  return { elapsedMs, frames: deltas.length, p95Ms: p95, longestMs: sorted.at(-1) ?? Number.NaN };
}

const ratio = (value: number, base: number) => `${(value / base).toFixed(1)}×`;
const fixed = (value: number) => Math.round(value);

async function importFile(page: Page, path: string, name: string) {
  await page.getByLabel('Conversation file to import').setInputFiles(path);
  await expect(page.getByRole('status').filter({ hasText: `Imported ${name}.` })).toBeVisible({
    timeout: 600_000,
  });
}

/** JSON.parse of the same file in the same page: the floor any import of it stands on. */
async function parseBaselineMs(page: Page, path: string): Promise<number> {
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

for (const input of [
  { name: '100mb.json', label: '100 MB, 25,000 long messages', messages: 25_000, textLength: 4_150 },
  { name: '200k.json', label: '200,000 messages', messages: 200_000, textLength: 60 },
]) {
  test(`Big input benchmark: import of ${input.label}`, async ({ page }, testInfo) => {
    test.setTimeout(900_000);
    await recordFrames(page);
    await recordImportPhases(page);
    const path = testInfo.outputPath(input.name);
    const text = largeExportText({
      id: `conv_${input.messages}`,
      title: input.label,
      messages: input.messages,
      textLength: input.textLength,
    });
    await writeFile(path, text);
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Timeline' })).toBeVisible();
    const idle = await framesDuring(page, () => page.waitForTimeout(1500));
    const imported = await profiled(page, `import of ${input.name}`, () =>
      framesDuring(page, () => importFile(page, path, input.name)),
    );
    const phases = await page.evaluate(() => window.__phases ?? {});
    const steps = phaseLabels
      .slice(0, -1)
      .flatMap((label, index) => {
        const start = phases[label];
        const end = phaseLabels
          .slice(index + 1)
          .map((next) => phases[next])
          .find((at) => at !== undefined);
        return start === undefined || end === undefined
          ? []
          : [`${label.toLowerCase()} ${fixed(end - start)} ms`];
      })
      .join(', ');
    const baselineMs = await parseBaselineMs(page, path);
    console.log(
      [
        `Import of ${input.label} (${(text.length / 1024 / 1024).toFixed(1)} MB):`,
        `  file chosen → "Imported"     ${fixed(imported.elapsedMs)} ms (${ratio(imported.elapsedMs, baselineMs)} one JSON.parse of the file in the page, ${fixed(baselineMs)} ms)`,
        `  steps                        ${steps}`,
        `  frames while importing       p95 ${fixed(imported.p95Ms)} ms, longest ${fixed(imported.longestMs)} ms (idle page: p95 ${fixed(idle.p95Ms)} ms; ${ratio(imported.p95Ms, idle.p95Ms)})`,
      ].join('\n'),
    );
    await testInfo.attach(`import-${input.messages}.json`, {
      body: JSON.stringify({ bytes: text.length, baselineMs, idle, imported }, null, 2),
      contentType: 'application/json',
    });
  });
}

/** A provider on 127.0.0.1 that answers with `megabytes` of text in 1,000-character deltas, as fast as it can. */
async function startFloodServer(megabytes: number) {
  const piece = 'x'.repeat(990);
  const server = createServer((request, response) => {
    const headers = {
      'access-control-allow-origin': request.headers.origin ?? '*',
      'access-control-allow-headers': request.headers['access-control-request-headers'] ?? '*',
      'access-control-allow-methods': 'GET, POST, OPTIONS',
    };
    if (request.method === 'OPTIONS') return void response.writeHead(204, headers).end();
    if (request.url?.endsWith('/models')) {
      response.writeHead(200, { ...headers, 'content-type': 'application/json' });
      return void response.end(JSON.stringify({ data: [{ id: 'flood-model' }] }));
    }
    response.writeHead(200, { ...headers, 'content-type': 'text/event-stream' });
    const total = Math.ceil((megabytes * 1024 * 1024) / 1000);
    let sent = 0;
    const chunk = (delta: object, finish: string | null = null) =>
      `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
    const write = () => {
      while (sent < total) {
        sent += 1;
        const delta =
          sent === total
            ? `${String(sent).padStart(10, '0')}END-OF-FLOOD`
            : `${String(sent).padStart(10, '0')}${piece}`;
        if (!response.write(chunk({ content: delta }))) return void response.once('drain', write);
      }
      response.end(`${chunk({}, 'stop')}data: [DONE]\n\n`);
    };
    request.resume();
    request.on('end', write);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test('Big input benchmark: a 100 MB model answer streaming in', async ({ page }, testInfo) => {
  test.setTimeout(900_000);
  const megabytes = Number(process.env.TOOLGATE_BENCH_STREAM_MB ?? 100);
  const server = await startFloodServer(megabytes);
  try {
    await recordFrames(page);
    await page.goto('/');
    await expect(page.getByText('arrived damaged').first()).toBeVisible({ timeout: 120_000 });
    await new SettingsPage(page).connect({
      provider: 'openai-chat',
      baseUrl: `${server.origin}/v1`,
      apiKey: '',
      model: 'flood-model',
    });
    const idle = await framesDuring(page, () => page.waitForTimeout(1500));
    await page.getByLabel('Message to the agent').fill('Write a lot.');
    const streamed = await profiled(page, 'streamed answer', () =>
      framesDuring(page, async () => {
        await page.getByRole('button', { name: 'Send', exact: true }).click();
        // What the operator sees while it streams: the two ends of the answer so far.
        await expect(page.getByText(/characters so far/)).toBeVisible({ timeout: 600_000 });
        await page.screenshot({ path: testInfo.outputPath('streaming-answer.png') });
        await expect(page.getByText('END-OF-FLOOD')).toBeVisible({ timeout: 600_000 });
      }),
    );
    console.log(
      [
        `A ${megabytes} MB model answer (1,000-character deltas, as fast as a local server sends them):`,
        `  Send → last delta shown      ${fixed(streamed.elapsedMs)} ms`,
        `  frames while streaming       ${streamed.frames} frames, p95 ${fixed(streamed.p95Ms)} ms, longest ${fixed(streamed.longestMs)} ms (idle page: p95 ${fixed(idle.p95Ms)} ms; ${ratio(streamed.p95Ms, idle.p95Ms)})`,
      ].join('\n'),
    );
  } finally {
    await server.close();
  }
});
