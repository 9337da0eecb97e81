import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { CapturesPage } from './pages/captures-page.ts';

const capture = readFileSync(
  new URL('../src/wire/__fixtures__/anthropic-messages/text-then-tool.sse', import.meta.url),
  'utf8',
);
const broken = readFileSync(
  new URL('../src/wire/__fixtures__/anthropic-messages/quirk-error-mid-stream.sse', import.meta.url),
  'utf8',
);

test('a pasted capture is detected and assembled into a turn', async ({ page }, testInfo) => {
  const captures = new CapturesPage(page);
  await captures.open();
  await expect(captures.result).toContainText('No capture yet');

  await captures.paste(capture);
  await expect(captures.result).toContainText('detected: anthropic-messages');
  await expect(captures.result.getByRole('region', { name: 'Assembled text' })).toContainText(
    "I'll look up Lisbon's weather.",
  );
  const calls = captures.result.getByRole('region', { name: 'Tool calls' });
  await expect(calls).toContainText('get_weather');
  await expect(calls).toContainText('"city": "Lisbon"');
  await expect(captures.result.getByRole('region', { name: 'Errors' })).toContainText('None');
  const path = testInfo.outputPath('capture-assembled.png');
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach('capture-assembled', { path, contentType: 'image/png' });
});

test('a capture whose stream broke shows its errors', async ({ page }) => {
  const captures = new CapturesPage(page);
  await captures.open();
  await captures.paste(broken);
  await expect(captures.result.getByRole('region', { name: 'Errors' })).not.toContainText('None');
});

/** A capture of about `megabytes` MB: many small text deltas, then one tool call, written to a file. */
function largeCapture(path: string, megabytes: number): void {
  const delta = `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: 'All good here. ' } }] })}\n\n`;
  const call = `data: ${JSON.stringify({ choices: [{ index: 0, delta: { tool_calls: [{ index: 0, id: 'call_big', function: { name: 'get_weather', arguments: '{"city":"Porto"}' } }] } }] })}\n\n`;
  const end = `data: ${JSON.stringify({ choices: [{ index: 0, delta: {}, finish_reason: 'tool_calls' }] })}\n\ndata: [DONE]\n\n`;
  writeFileSync(path, delta.repeat(Math.ceil((megabytes * 1024 * 1024) / delta.length)) + call + end);
}

test('a large capture file is assembled off the page with progress, and can be cancelled', async ({
  page,
}, testInfo) => {
  // 16 MB: sixteen chunks, long enough to cancel; the 30 MB figure is measured by npm run bench:ui.
  const file = testInfo.outputPath('capture-16mb.sse');
  largeCapture(file, 16);
  const captures = new CapturesPage(page);
  await captures.open();

  await captures.cancelAsSoonAsItShows();
  await captures.openFile(file);
  expect(await captures.whatCancelShowed()).toEqual({
    progress: true,
    status: expect.stringContaining('Assembling…'),
  });
  await expect(captures.result.getByRole('status')).toContainText('Assembly cancelled');
  await expect(captures.result.getByRole('region', { name: 'Tool calls' })).toHaveCount(0);

  await captures.result.getByRole('button', { name: 'Assemble again' }).click();
  await expect(captures.result).toContainText('detected: openai-chat');
  await expect(captures.result.getByRole('region', { name: 'Tool calls' })).toContainText('get_weather');
  await expect(captures.result.getByRole('region', { name: 'Errors' })).toContainText('None');
  await expect(page.getByText('capture-16mb.sse ·')).toContainText('MiB');
  // The page stayed usable: the other screens still open.
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('button', { name: 'Console' }).click();
  await expect(page.getByRole('region', { name: 'Timeline' })).toBeVisible();
});

test('a capture over the limit is refused with the limit named, and nothing else breaks', async ({
  page,
}, testInfo) => {
  const file = testInfo.outputPath('capture-70mb.sse');
  largeCapture(file, 70);
  const captures = new CapturesPage(page);
  await captures.open();
  await captures.openFile(file);
  await expect(captures.result.getByRole('alert')).toContainText(
    'more than the 64 MiB that can be assembled here',
  );
  await captures.paste(capture);
  await expect(captures.result).toContainText('detected: anthropic-messages');
});

test('a pasted call nested 5,000 levels deep shows a clear reason and the app keeps working', async ({
  page,
}) => {
  const raw = `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`;
  const deep = `data: ${JSON.stringify({ choices: [{ index: 0, delta: { tool_calls: [{ index: 0, id: 'c', function: { name: 'nest', arguments: raw } }] }, finish_reason: 'tool_calls' }] })}\n\ndata: [DONE]\n\n`;
  const captures = new CapturesPage(page);
  await captures.open();
  await captures.paste(deep);
  const calls = captures.result.getByRole('region', { name: 'Tool calls' });
  await expect(calls).toContainText(/arguments nest more than \d+ levels deep: shown as raw text only/);
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('button', { name: 'Console' }).click();
  await expect(page.getByRole('region', { name: 'Timeline' })).toBeVisible();
});

test('a capture whose first event is larger than 256 KiB is still detected', async ({ page }) => {
  const text = 'y'.repeat(400 * 1024);
  const big = `event: message_start\ndata: ${JSON.stringify({ type: 'message_start', message: { content: [], usage: { input_tokens: 1 }, padding: text } })}\n\n${capture}`;
  const captures = new CapturesPage(page);
  await captures.open();
  await captures.paste(big);
  await expect(captures.result).toContainText('detected: anthropic-messages');
});
