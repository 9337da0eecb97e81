import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { SettingsPage } from '../e2e/pages/settings-page.ts';
import { profiled } from './cpu-profile.ts';
import { framesDuring, ratio, recordFrames } from './frame-recorder.ts';

const characters = Number(process.env.TOOLGATE_BENCH_MARKDOWN_CHARS ?? 60_000);
const deltaSize = 30;
const deltaEveryMs = 4;

/** An answer as long as `characters`, written as models write them: paragraphs, lists, fenced code. */
function markdownAnswer(): string {
  const sections: string[] = [];
  for (let n = 0; sections.join('').length < characters; n++)
    sections.push(
      `## Refund ${n}\n\nOrder **${4000 + n}** was refunded after [the policy](https://example.com/policy) check; the customer was told by \`send_email\`.\n\n` +
        `1. Checked the order.\n2. Checked the amount: $${n}.\n3. Refunded it.\n\n` +
        '```json\n{ "model": "Order", "id": ' +
        String(4000 + n) +
        ', "values": { "status": "refunded" } }\n```\n\n',
    );
  return `${sections.join('').slice(0, characters - 12)}\n\nEND-OF-TEXT`;
}

/** A provider on 127.0.0.1 that streams the answer in small deltas at a steady pace, as a model does. */
async function startPacedServer(answer: string) {
  const server = createServer((request, response) => {
    const headers = {
      'access-control-allow-origin': request.headers.origin ?? '*',
      'access-control-allow-headers': request.headers['access-control-request-headers'] ?? '*',
      'access-control-allow-methods': 'GET, POST, OPTIONS',
    };
    if (request.method === 'OPTIONS') return void response.writeHead(204, headers).end();
    if (request.url?.endsWith('/models')) {
      response.writeHead(200, { ...headers, 'content-type': 'application/json' });
      return void response.end(JSON.stringify({ data: [{ id: 'paced-model' }] }));
    }
    response.writeHead(200, { ...headers, 'content-type': 'text/event-stream' });
    const chunk = (delta: object, finish: string | null = null) =>
      `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
    let at = 0;
    const timer = setInterval(() => {
      if (response.destroyed) return void clearInterval(timer);
      response.write(chunk({ content: answer.slice(at, at + deltaSize) }));
      at += deltaSize;
      if (at >= answer.length) {
        clearInterval(timer);
        response.end(`${chunk({}, 'stop')}data: [DONE]\n\n`);
      }
    }, deltaEveryMs);
    request.resume();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test(`Markdown benchmark: a ${characters.toLocaleString('en-US')}-character answer streaming in`, async ({
  page,
}) => {
  test.setTimeout(600_000);
  const server = await startPacedServer(markdownAnswer());
  try {
    await recordFrames(page);
    await page.goto('/');
    await expect(page.getByText('arrived damaged').first()).toBeVisible({ timeout: 120_000 });
    await new SettingsPage(page).connect({
      provider: 'openai-chat',
      baseUrl: `${server.origin}/v1`,
      apiKey: '',
      model: 'paced-model',
    });
    const idle = await framesDuring(page, () => page.waitForTimeout(1500));
    await page.getByLabel('Message to the agent').fill('Summarize the refunds.');
    const streamed = await profiled(page, 'markdown answer', () =>
      framesDuring(page, async () => {
        await page.getByRole('button', { name: 'Send', exact: true }).click();
        await expect(page.getByText('END-OF-TEXT')).toBeVisible({ timeout: 0 });
      }),
    );
    const fixed = (value: number) => Math.round(value);
    console.log(
      [
        `A ${characters.toLocaleString('en-US')}-character Markdown answer (${deltaSize}-character deltas every ${deltaEveryMs} ms):`,
        `  Send → last delta shown      ${fixed(streamed.elapsedMs)} ms`,
        `  frames while streaming       ${streamed.frames} frames, p95 ${fixed(streamed.p95Ms)} ms (${ratio(streamed.p95Ms, idle.p95Ms)} the idle page's ${fixed(idle.p95Ms)} ms), longest ${fixed(streamed.longestMs)} ms`,
      ].join('\n'),
    );
  } finally {
    await server.close();
  }
});
