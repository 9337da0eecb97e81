import { expect, test } from '@playwright/test';
import {
  completionChunk,
  completionEnd,
  connectedConsole,
  startChatStreamServer,
} from './chat-stream-server.ts';
import { profiled } from './cpu-profile.ts';
import { framesDuring, ratio } from './frame-recorder.ts';

const fixed = (value: number) => Math.round(value);

/** A provider that answers with `megabytes` of text in 1,000-character deltas, as fast as it can. */
function startFloodServer(megabytes: number) {
  const piece = 'x'.repeat(990);
  const total = Math.ceil((megabytes * 1024 * 1024) / 1000);
  return startChatStreamServer('flood-model', (response) => {
    let sent = 0;
    const write = () => {
      while (sent < total) {
        sent += 1;
        const delta =
          sent === total
            ? `${String(sent).padStart(10, '0')}END-OF-FLOOD`
            : `${String(sent).padStart(10, '0')}${piece}`;
        if (!response.write(completionChunk({ content: delta }))) return void response.once('drain', write);
      }
      response.end(completionEnd());
    };
    write();
  });
}

test('Big input benchmark: a 100 MB model answer streaming in', async ({ page }, testInfo) => {
  test.setTimeout(900_000);
  const megabytes = Number(process.env.TOOLGATE_BENCH_STREAM_MB ?? 100);
  const server = await startFloodServer(megabytes);
  try {
    const idle = await connectedConsole(page, server.origin, 'flood-model');
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
