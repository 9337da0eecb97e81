import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { StoredOAuth } from './mcp-oauth-provider.ts';
import { revokeSignIn } from './mcp-oauth-revocation.ts';

interface Revocation {
  readonly token: string | null;
  readonly hint: string | null;
  readonly clientId: string | null;
}

/**
 * An MCP server's metadata and its authorization server on 127.0.0.1: protected-resource and authorization-server
 * metadata, and (when `revocation` is not 'absent') an RFC 7009 revocation endpoint that records what it was sent.
 */
async function startAuthorizationServer(revocation: 'accepts' | 'refuses' | 'absent') {
  const revoked: Revocation[] = [];
  const http: Server = createServer((request, response) => {
    const origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    const json = (body: unknown, status = 200) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url === '/.well-known/oauth-protected-resource/mcp') {
        json({ resource: `${origin}/mcp`, authorization_servers: [origin] });
      } else if (request.url === '/.well-known/oauth-authorization-server') {
        json({
          issuer: origin,
          authorization_endpoint: `${origin}/authorize`,
          token_endpoint: `${origin}/token`,
          response_types_supported: ['code'],
          ...(revocation === 'absent' ? {} : { revocation_endpoint: `${origin}/revoke` }),
        });
      } else if (request.url === '/revoke' && request.method === 'POST') {
        const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
        const token = form.get('token');
        revoked.push({ token, hint: form.get('token_type_hint'), clientId: form.get('client_id') });
        if (revocation === 'refuses') {
          json({ error: 'invalid_client', error_description: `no client may revoke ${token}` }, 401);
        } else response.writeHead(200).end();
      } else response.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  servers.push(http);
  return { url: `http://127.0.0.1:${(http.address() as AddressInfo).port}/mcp`, revoked };
}

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
});

const signIn: StoredOAuth = {
  clientInformation: { client_id: 'client-7' },
  tokens: { access_token: 'access-secret-1', refresh_token: 'refresh-secret-1', token_type: 'bearer' },
  obtainedAt: 0,
};

describe('revokeSignIn', () => {
  it('revokes the refresh token, then the access token, at the advertised endpoint as the signed-in client', async () => {
    const server = await startAuthorizationServer('accepts');
    expect(await revokeSignIn(server.url, signIn)).toEqual({ status: 'revoked' });
    expect(server.revoked).toEqual([
      { token: 'refresh-secret-1', hint: 'refresh_token', clientId: 'client-7' },
      { token: 'access-secret-1', hint: 'access_token', clientId: 'client-7' },
    ]);
  });

  it('words a refusal with the server’s error and no token in it', async () => {
    const server = await startAuthorizationServer('refuses');
    const outcome = await revokeSignIn(server.url, signIn);
    expect(outcome).toEqual({
      status: 'failed',
      message: `Signed out of ${server.url} on this page, but its authorization server did not confirm revoking the sign-in (refresh token: invalid_client: no client may revoke [redacted]). The tokens are forgotten here; at the server they last until they expire.`,
    });
  });

  it('words an authorization server that cannot be reached', async () => {
    const server = await startAuthorizationServer('accepts');
    await new Promise((resolve) => servers.pop()!.close(resolve));
    const outcome = await revokeSignIn(server.url, signIn);
    expect(outcome.status).toBe('failed');
    expect(outcome.status === 'failed' && outcome.message).toMatch(
      /^Signed out of .* on this page, but its authorization server did not confirm revoking the sign-in \(.+\)\./,
    );
  });

  it('asks nothing of a server that offers no revocation, or when nothing is signed in', async () => {
    const server = await startAuthorizationServer('absent');
    expect(await revokeSignIn(server.url, signIn)).toEqual({ status: 'not-offered' });
    expect(await revokeSignIn(server.url, { clientInformation: { client_id: 'client-7' } })).toEqual({
      status: 'not-offered',
    });
    expect(server.revoked).toEqual([]);
  });
});
