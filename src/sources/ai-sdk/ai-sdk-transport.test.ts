import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import requested from './__fixtures__/approvals-requested.json' with { type: 'json' };
import { checkRoute, postChat } from './ai-sdk-transport.ts';

// Real HTTP servers on 127.0.0.1: one replays the recorded route's answer as server-sent events (whole, or cut
// off mid-run), one answers a web page, one an event stream of something else.

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
});

type Answer = 'recorded' | 'cut' | 'html' | 'not-chunks' | 'needs-token';
const token = 'route-token-1234';
const authorizations: (string | undefined)[] = [];

async function serve(answer: Answer): Promise<string> {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      authorizations.push(request.headers.authorization);
      if (answer === 'needs-token' && request.headers.authorization !== `Bearer ${token}`) {
        const status = request.headers.authorization ? 403 : 401;
        response
          .writeHead(status, { 'content-type': 'application/json' })
          .end('{"error":"Bearer token required"}');
        return;
      }
      if (answer === 'html') {
        response.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Hello</body></html>');
        return;
      }
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      if (answer === 'not-chunks') {
        response.end('data: {"type":"RUN_STARTED","threadId":"t"}\n\n');
        return;
      }
      const chunks = answer === 'cut' ? requested.slice(0, 20) : requested;
      const text = chunks.map((chunk) => `data: ${JSON.stringify(chunk)}\n\n`).join('');
      // A cut connection ends, once what was written has left, without the finish chunk or the stream's [DONE].
      if (answer === 'cut') response.write(text, () => response.destroy());
      else response.end(`${text}data: [DONE]\n\n`);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/chat`;
}

const endpoint = (url: string, headers: Record<string, string> = {}) => ({
  url,
  headers,
  origin: 'http://localhost:5173',
});
const body = {
  id: 'thread-1',
  messages: [{ id: 'user-1', role: 'user' as const, parts: [{ type: 'text' as const, text: 'Tidy up.' }] }],
  trigger: 'submit-message' as const,
};

describe('the AI SDK transport', () => {
  it('reads a whole answer to its finish, handing on each state of the message', async () => {
    const states: number[] = [];
    const end = await postChat(endpoint(await serve('recorded')), body, undefined, (message) =>
      states.push(message.parts.length),
    );
    expect(end.status).toBe('finished');
    expect(states.length).toBeGreaterThan(5);
    expect(
      end.status === 'finished' && end.message?.parts.filter((part) => part.type.startsWith('tool-')),
    ).toHaveLength(3);
  });

  it('says a stream cut mid-run was cut, keeping what arrived', async () => {
    const end = await postChat(endpoint(await serve('cut')), body, undefined, () => undefined);
    expect(end).toMatchObject({ status: 'failed', failure: { kind: 'cut' } });
    expect(end.status === 'failed' && end.message?.parts.length).toBeGreaterThan(0);
  });

  it('names what came instead of a UI message stream', async () => {
    const html = await serve('html');
    expect(await postChat(endpoint(html), body, undefined, () => undefined)).toEqual({
      status: 'refused',
      failure: {
        kind: 'not-ai-sdk',
        message: `${html} is not an AI SDK chat route: it answered 200 with text/html, not a UI message stream (text/event-stream).`,
      },
    });
    expect(await checkRoute(endpoint(html))).toMatchObject({ kind: 'not-ai-sdk' });
    const other = await serve('not-chunks');
    expect(await postChat(endpoint(other), body, undefined, () => undefined)).toMatchObject({
      status: 'failed',
      failure: { kind: 'not-ai-sdk', message: expect.stringContaining('not a UI message chunk') },
    });
  });

  it('sends the route its token on the check and on each chat, and words a refusal by whether one was sent', async () => {
    const url = await serve('needs-token');
    authorizations.length = 0;
    expect(await checkRoute(endpoint(url))).toEqual({
      kind: 'unauthorized',
      message: `${url} refused a request without a token: it answered 401 ({"error":"Bearer token required"}). Give the route's token in its form (sent as Authorization: Bearer …).`,
    });
    const wrong = endpoint(url, { Authorization: 'Bearer not-the-token' });
    expect(await checkRoute(wrong)).toMatchObject({
      kind: 'unauthorized',
      message: expect.stringContaining(`${url} refused the token: it answered 403`),
    });
    expect(await postChat(wrong, body, undefined, () => undefined)).toMatchObject({
      status: 'refused',
      failure: {
        kind: 'unauthorized',
        message: expect.stringContaining('refused the token: it answered 403'),
      },
    });
    const right = endpoint(url, { Authorization: `Bearer ${token}` });
    expect(await checkRoute(right)).toBeUndefined();
    expect(await postChat(right, body, undefined, () => undefined)).toMatchObject({ status: 'finished' });
    expect(authorizations).toEqual([
      undefined,
      'Bearer not-the-token',
      'Bearer not-the-token',
      `Bearer ${token}`,
      `Bearer ${token}`,
    ]);
  });

  it('says nothing answered at an address where nothing listens', async () => {
    const url = await serve('recorded');
    await new Promise((resolve) => servers.pop()!.close(resolve));
    expect(await checkRoute(endpoint(url))).toEqual({
      kind: 'unreachable',
      message: `Nothing answered at ${url}: check that the route is running and that the address is right.`,
    });
  });
});
