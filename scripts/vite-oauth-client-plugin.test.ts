import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Plugin, PreviewServer, ResolvedConfig } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { oauthClientDocumentPlugin } from './vite-oauth-client-plugin.ts';

type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

const servers: Server[] = [];
afterEach(async () => {
  delete process.env.TOOLGATE_PUBLIC_URL;
  for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
});

function resolve(plugin: Plugin, base: string): void {
  const config = { base, mode: 'production', envDir: '/nonexistent', command: 'serve' } as ResolvedConfig;
  (plugin.configResolved as (config: ResolvedConfig) => void)(config);
}

/** A real http server running the plugin's preview middleware, answering 404 for anything it passes on. */
async function previewWith(base: string): Promise<string> {
  const plugin = oauthClientDocumentPlugin();
  resolve(plugin, base);
  let middleware: Middleware | undefined;
  const preview = { middlewares: { use: (handler: Middleware) => (middleware = handler) } };
  (plugin.configurePreviewServer as (server: PreviewServer) => void)(preview as unknown as PreviewServer);
  const server = createServer((request, response) =>
    middleware!(request, response, () => response.writeHead(404).end()),
  );
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('oauthClientDocumentPlugin', () => {
  it('answers the document for the URL the request reached, through a proxy by its forwarded headers', async () => {
    const origin = await previewWith('/console/');
    const direct = (await (await fetch(`${origin}/console/oauth-client.json`)).json()) as Record<
      string,
      unknown
    >;
    expect(direct.client_id).toBe(`${origin}/console/oauth-client.json`);
    expect(direct.redirect_uris).toEqual([`${origin}/console/oauth-callback.html`]);
    const proxied = (await (
      await fetch(`${origin}/console/oauth-client.json`, {
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'tools.example' },
      })
    ).json()) as Record<string, unknown>;
    expect(proxied.client_id).toBe('https://tools.example/console/oauth-client.json');
    expect((await fetch(`${origin}/oauth-client.json`)).status).toBe(404);
  });

  it('refuses a public URL that is not https, which no authorization server would take as a client_id', () => {
    process.env.TOOLGATE_PUBLIC_URL = 'http://tools.example/';
    expect(() => resolve(oauthClientDocumentPlugin(), '/')).toThrow(
      'TOOLGATE_PUBLIC_URL must be the https URL the app is served at; it is http://tools.example/.',
    );
  });
});
