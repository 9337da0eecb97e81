import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { SettingsPage } from '../e2e/pages/settings-page.ts';
import { framesDuring, recordFrames } from './frame-recorder.ts';

/** One OpenAI Chat Completions chunk carrying `delta`, as an SSE event. */
export const completionChunk = (delta: object, finish: string | null = null) =>
  `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

/** The end of a completion: the last chunk and `[DONE]`. */
export const completionEnd = () => `${completionChunk({}, 'stop')}data: [DONE]\n\n`;

/**
 * An OpenAI-compatible provider on 127.0.0.1 that lists `model` and answers every completion with `answer`, which
 * writes the stream's chunks (with {@link completionChunk}) and ends it.
 */
export async function startChatStreamServer(model: string, answer: (response: ServerResponse) => void) {
  const server = createServer((request, response) => {
    const headers = {
      'access-control-allow-origin': request.headers.origin ?? '*',
      'access-control-allow-headers': request.headers['access-control-request-headers'] ?? '*',
      'access-control-allow-methods': 'GET, POST, OPTIONS',
    };
    if (request.method === 'OPTIONS') return void response.writeHead(204, headers).end();
    if (request.url?.endsWith('/models')) {
      response.writeHead(200, { ...headers, 'content-type': 'application/json' });
      return void response.end(JSON.stringify({ data: [{ id: model }] }));
    }
    response.writeHead(200, { ...headers, 'content-type': 'text/event-stream' });
    request.resume();
    request.on('end', () => answer(response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Opens the console with its frames recorded, connects it to the provider at `origin` with `model`, and returns
 * the frames of the idle page, the baseline a streamed answer is measured against.
 */
export async function connectedConsole(page: Page, origin: string, model: string) {
  await recordFrames(page);
  await page.goto('/');
  await expect(page.getByText('arrived damaged').first()).toBeVisible({ timeout: 120_000 });
  await new SettingsPage(page).connect({
    provider: 'openai-chat',
    baseUrl: `${origin}/v1`,
    apiKey: '',
    model,
  });
  return framesDuring(page, () => page.waitForTimeout(1500));
}
