import { expect, test as base } from '@playwright/test';
import { SignInWindow } from './pages/sign-in-window.ts';
import { openConsoleWithMcp, sendMessage } from './support/mcp-journey.ts';
import type { OAuthMcpServer } from './support/oauth-mcp-server.ts';
import { startOAuthMcpServer } from './support/oauth-mcp-server.ts';
import type { TlsProxy } from './support/tls-proxy.ts';
import { startTlsProxy } from './support/tls-proxy.ts';

// A Client ID Metadata Document must be served over https, so here the app is, behind a TLS-terminating proxy
// with a certificate made for this run (which the browser and the authorization server are told to trust).
const test = base.extend<{ httpsApp: TlsProxy }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first argument.
  httpsApp: async ({}, use, testInfo) => {
    const proxy = await startTlsProxy(testInfo.project.use.baseURL!);
    await use(proxy);
    await proxy.close();
  },
  baseURL: async ({ httpsApp }, use) => use(httpsApp.origin),
});
test.use({ ignoreHTTPSErrors: true });

const tool = 'oauth__record_visit';
let server: OAuthMcpServer | undefined;

test.afterEach(async () => {
  await server?.close();
});

test('an authorization server that supports Client ID Metadata Documents takes the page’s document URL as its client_id, with no registration', async ({
  page,
  httpsApp: proxy,
}, testInfo) => {
  server = await startOAuthMcpServer(60, { certificate: proxy.certificate });
  const documentUrl = `${proxy.origin}/oauth-client.json`;
  const document = (await (await page.request.get(documentUrl)).json()) as Record<string, unknown>;
  expect(document).toMatchObject({
    client_id: documentUrl,
    redirect_uris: [`${proxy.origin}/oauth-callback.html`],
    token_endpoint_auth_method: 'none',
  });

  const signInWindow = page.waitForEvent('popup');
  const { console, settings, provider } = await openConsoleWithMcp(
    page,
    [{ text: 'Recording.', calls: [{ id: 'call_1', name: tool, args: {} }] }, { text: 'Recorded.' }],
    { url: server.url, name: 'oauth' },
    undefined,
  );
  try {
    await new SignInWindow(await signInWindow).allow();
    await settings.expectConnected('oauth', tool);
    expect(server.registrations()).toBe(0);
    expect(server.documentFetches.length).toBeGreaterThan(0);
    expect(new Set(server.documentFetches)).toEqual(new Set([documentUrl]));
    const clientId = await page.evaluate(() => {
      const key = Object.keys(sessionStorage).find((name) => name.startsWith('toolgate.mcp.oauth.'))!;
      return (JSON.parse(sessionStorage.getItem(key)!) as { clientInformation: { client_id: string } })
        .clientInformation.client_id;
    });
    expect(clientId).toBe(documentUrl);

    await settings.startNewConversation();
    await sendMessage(page, 'Record a visit.');
    await console.openPending(tool);
    await console.button('Approve').click();
    await expect(console.timelineCard(tool, 'executed')).toBeVisible();
    expect(server.callTokens).toHaveLength(1);
    expect(server.issuedTokens()).toContain(server.callTokens[0]);

    // Signing out revokes as the same client, which the server again knows by its document.
    await settings.open();
    const entry = settings.server('oauth');
    await entry.scrollIntoViewIfNeeded();
    await console.screenshot(testInfo, 'signed-in-by-client-document');
    await entry.getByRole('button', { name: 'Sign out' }).click();
    await expect(entry.getByRole('button', { name: 'Sign out' })).toBeHidden();
    expect(server.revocationRequests).toHaveLength(2);
    await expect(entry.getByRole('alert')).toBeHidden();
    expect(server.registrations()).toBe(0);
  } finally {
    await provider.close();
  }
});

test('an authorization server without Client ID Metadata Documents registers the page dynamically, over https too', async ({
  page,
}) => {
  server = await startOAuthMcpServer(60);
  const signInWindow = page.waitForEvent('popup');
  const { settings, provider } = await openConsoleWithMcp(
    page,
    [],
    { url: server.url, name: 'oauth' },
    undefined,
  );
  try {
    await new SignInWindow(await signInWindow).allow();
    await settings.expectConnected('oauth', tool);
    expect(server.registrations()).toBe(1);
    expect(server.documentFetches).toEqual([]);
  } finally {
    await provider.close();
  }
});
