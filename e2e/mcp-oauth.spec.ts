import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { SignInWindow } from './pages/sign-in-window.ts';
import { indexedDbText } from './support/browser-storage.ts';
import { openConsoleWithMcp, sendMessage } from './support/mcp-journey.ts';
import type { OAuthMcpServer } from './support/oauth-mcp-server.ts';
import { startOAuthMcpServer } from './support/oauth-mcp-server.ts';

const tool = 'oauth__record_visit';
let server: OAuthMcpServer;

test.beforeEach(async () => {
  // Short-lived access tokens, so the journey sees one expire and be refreshed.
  server = await startOAuthMcpServer(4);
});

test.afterEach(async () => {
  await server.close();
});

test('a server that signs in with OAuth: consent in a window, calls with the token, a quiet refresh, a revoked sign-in asked again with the waiting call kept, and the token nowhere', async ({
  page,
}, testInfo) => {
  let windows = 0;
  page.on('popup', () => (windows += 1));
  const firstWindow = page.waitForEvent('popup');
  const { console, settings, provider } = await openConsoleWithMcp(
    page,
    [
      { text: 'Recording.', calls: [{ id: 'call_1', name: tool, args: {} }] },
      { text: 'Recorded.' },
      { text: 'Recording again.', calls: [{ id: 'call_2', name: tool, args: {} }] },
      { text: 'Recorded again.' },
      { text: 'Once more.', calls: [{ id: 'call_3', name: tool, args: {} }] },
      { text: 'Recorded a third time.' },
    ],
    { url: server.url, name: 'oauth' },
    undefined,
  );
  try {
    await new SignInWindow(await firstWindow).allow();
    await settings.expectConnected('oauth', tool);
    const entry = settings.server('oauth');
    await expect(entry.getByRole('button', { name: 'Sign out' })).toBeVisible();
    // Kept like the API key: in this tab's session storage, not on the device.
    const storedKeys = await page.evaluate(() => ({
      session: Object.keys(sessionStorage),
      local: Object.keys(localStorage),
    }));
    expect(storedKeys.session.some((key) => key.startsWith('toolgate.mcp.oauth.'))).toBe(true);
    expect(storedKeys.local.some((key) => key.startsWith('toolgate.mcp.oauth.'))).toBe(false);
    await settings.startNewConversation();

    await sendMessage(page, 'Record a visit.');
    await console.openPending(tool);
    await console.button('Approve').click();
    await expect(console.timelineCard(tool, 'executed')).toBeVisible();
    expect(server.callTokens).toHaveLength(1);
    expect(server.issuedTokens()).toContain(server.callTokens[0]);

    // The token expires; the next request (the health check's) refreshes it first, with no window and no word.
    // Counted from here: on a slow machine the first token may already have been refreshed before the first call.
    const refreshedBefore = server.refreshes();
    await expect.poll(() => server.refreshes()).toBeGreaterThan(refreshedBefore);
    await sendMessage(page, 'Record another.');
    await console.openPending(tool);
    await console.button('Approve').click();
    await expect(console.timelineCard(tool, 'executed').nth(1)).toBeVisible();
    expect(server.callTokens).toHaveLength(2);
    expect(server.callTokens[1]).not.toBe(server.callTokens[0]);
    expect(server.issuedTokens()).toContain(server.callTokens[1]);
    expect(windows).toBe(1);

    await sendMessage(page, 'Record a third.');
    await console.openPending(tool);
    await expect(console.button('Approve')).toBeEnabled();
    server.revokeAll();
    await settings.open();
    await expect(entry.getByRole('alert')).toContainText(
      /The sign-in to .* expired and its authorization server refused to refresh it \(invalid_grant\)\. Sign in again/,
    );
    await entry.scrollIntoViewIfNeeded();
    await console.screenshot(testInfo, 'settings-asks-to-sign-in-again');
    await console.goTo('Console');
    await console.openPending(tool);
    await expect(
      console.reviewCard(tool, 'pending').getByText(/^Cannot approve now: oauth went away\. /),
    ).toBeVisible();
    expect(server.callTokens).toHaveLength(2);

    await settings.open();
    const secondWindow = page.waitForEvent('popup');
    await entry.getByRole('button', { name: 'Reconnect' }).click();
    await new SignInWindow(await secondWindow).allow();
    await settings.expectConnected('oauth', tool);
    await console.goTo('Console');
    await console.openPending(tool);
    await console.button('Approve').click();
    await expect(console.timelineCard(tool, 'executed').nth(2)).toBeVisible();
    expect(server.callTokens).toHaveLength(3);
    expect(server.callTokens.slice(0, 2)).not.toContain(server.callTokens[2]);

    const tokens = server.issuedTokens();
    expect(tokens.length).toBeGreaterThanOrEqual(6);
    const stored = await indexedDbText(page);
    expect(stored).toContain('visit 3 recorded');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const exported = await readFile((await (await download).path())!, 'utf8');
    expect(exported).toContain('visit 3 recorded');
    const shown = await page.content();
    for (const token of tokens) {
      expect(stored).not.toContain(token);
      expect(exported).not.toContain(token);
      expect(shown).not.toContain(token);
    }

    // Sign out revokes at the authorization server, so the tokens are worthless wherever a copy lies.
    const signIn = await page.evaluate(() => {
      const key = Object.keys(sessionStorage).find((name) => name.startsWith('toolgate.mcp.oauth.'))!;
      return JSON.parse(sessionStorage.getItem(key)!) as { clientInformation: { client_id: string } };
    });
    await settings.open();
    await entry.getByRole('button', { name: 'Sign out' }).click();
    await expect(entry.getByText('disconnected', { exact: true })).toBeVisible();
    await expect(entry.getByRole('button', { name: 'Sign out' })).toBeHidden();
    // The tokens the page held when it signed out: the newest issued, refresh first (on a slow machine a quiet
    // refresh may come after the read above, so the pair read there may be one behind).
    const issued = server.issuedTokens();
    const newest = (prefix: string) => issued.filter((token) => token.startsWith(prefix)).at(-1);
    expect(server.revocationRequests).toEqual([newest('rt-'), newest('at-')]);
    expect(
      await server.refreshWith(signIn.clientInformation.client_id, server.revocationRequests[0]!),
    ).toEqual({
      status: 400,
      error: 'invalid_grant',
    });
    await expect(entry.getByRole('alert')).toBeHidden();
    expect(
      await page.evaluate(() =>
        Object.keys(sessionStorage).some((key) => key.startsWith('toolgate.mcp.oauth.')),
      ),
    ).toBe(false);
  } finally {
    await provider.close();
  }
});

test('consent denied in the sign-in window is said so, and nothing is stored', async ({ page }) => {
  const signInWindow = page.waitForEvent('popup');
  const { settings, provider } = await openConsoleWithMcp(
    page,
    [],
    { url: server.url, name: 'oauth' },
    undefined,
  );
  try {
    await new SignInWindow(await signInWindow).deny();
    const entry = settings.server('oauth');
    await expect(entry.getByRole('alert')).toContainText(
      /Signing in to .* did not finish: consent was denied in the sign-in window \(access_denied\)/,
    );
    expect(server.issuedTokens()).toHaveLength(0);
    expect(
      await page.evaluate(() =>
        Object.keys(sessionStorage).some(
          (key) =>
            key.startsWith('toolgate.mcp.oauth.') && sessionStorage.getItem(key)!.includes('access_token'),
        ),
      ),
    ).toBe(false);
  } finally {
    await provider.close();
  }
});

test('a sign-out the authorization server does not confirm is said so, and the tokens are forgotten here all the same', async ({
  page,
}, testInfo) => {
  const signInWindow = page.waitForEvent('popup');
  const { console, settings, provider } = await openConsoleWithMcp(
    page,
    [],
    { url: server.url, name: 'oauth' },
    undefined,
  );
  try {
    await new SignInWindow(await signInWindow).allow();
    await settings.expectConnected('oauth', tool);
    server.refuseRevocations();
    const entry = settings.server('oauth');
    await entry.getByRole('button', { name: 'Sign out' }).click();
    await expect(entry.getByRole('alert')).toHaveText(
      /^Signed out of .* on this page, but its authorization server did not confirm revoking the sign-in \(refresh token: server_error: the revocation store is down\)\. The tokens are forgotten here; at the server they last until they expire\.$/,
    );
    await console.screenshot(testInfo, 'sign-out-not-confirmed');
    expect(server.revocationRequests).toHaveLength(1);
    expect(
      await page.evaluate(() =>
        Object.keys(sessionStorage).some((key) => key.startsWith('toolgate.mcp.oauth.')),
      ),
    ).toBe(false);
    await expect(entry.getByRole('button', { name: 'Sign out' })).toBeHidden();
  } finally {
    await provider.close();
  }
});
