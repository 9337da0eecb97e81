import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { SettingsPage } from '../e2e/pages/settings-page.ts';
import { profiled } from './cpu-profile.ts';
import { framesDuring, ratio, recordFrames } from './frame-recorder.ts';

const fixed = (value: number) => Math.round(value);

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
