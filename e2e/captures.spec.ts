import { readFileSync } from 'node:fs';
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
