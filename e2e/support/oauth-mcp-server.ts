import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import { get as httpsGet } from 'node:https';
import type { AddressInfo } from 'node:net';
import type {
  AuthorizationParams,
  OAuthServerProvider,
} from '@modelcontextprotocol/sdk/server/auth/provider.js';
import type { OAuthRegisteredClientsStore } from '@modelcontextprotocol/sdk/server/auth/clients.js';
import {
  InvalidGrantError,
  InvalidTokenError,
  ServerError,
} from '@modelcontextprotocol/sdk/server/auth/errors.js';
import { requireBearerAuth } from '@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js';
import {
  createOAuthMetadata,
  getOAuthProtectedResourceMetadataUrl,
  mcpAuthRouter,
} from '@modelcontextprotocol/sdk/server/auth/router.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { OAuthClientInformationFull, OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';
import { OAuthClientMetadataSchema } from '@modelcontextprotocol/sdk/shared/auth.js';
import express from 'express';
import type { Response } from 'express';

/** An MCP server behind a real OAuth authorization server (the SDK's router), both on one localhost port. */
export interface OAuthMcpServer {
  readonly url: string;
  /** Every access and refresh token it issued, to look for them where they must not be. */
  issuedTokens(): readonly string[];
  /** The access token each tool call carried, in order. */
  readonly callTokens: string[];
  /** Every dynamic client registration it answered. */
  registrations(): number;
  /** Every client_id it resolved by fetching a Client ID Metadata Document (that URL), in order. */
  readonly documentFetches: string[];
  /** How many times a refresh token was exchanged. */
  refreshes(): number;
  /** Revokes every refresh token and ends every access token, as an administrator would. */
  revokeAll(): void;
  /** From now on the revocation endpoint answers every request with a server error. */
  refuseRevocations(): void;
  /** Every token the client asked the revocation endpoint to revoke, in order. */
  readonly revocationRequests: string[];
  /** Exchanges a refresh token at the token endpoint, as any client could; answers the OAuth error, if any. */
  refreshWith(clientId: string, refreshToken: string): Promise<{ status: number; error?: string }>;
  close(): Promise<void>;
}

interface IssuedAccess {
  readonly clientId: string;
  readonly expiresAt: number;
  revoked: boolean;
}

/** Whether, and trusting which certificate, the authorization server resolves client_ids that are https URLs. */
export interface ClientIdMetadataDocuments {
  /** The certificate (PEM) the app's https origin presents. */
  readonly certificate: string;
}

/** Fetches a Client ID Metadata Document over https, trusting `certificate`; rejects on any answer but 200 JSON. */
function fetchDocument(url: string, certificate: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    httpsGet(url, { ca: certificate, headers: { accept: 'application/json' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        if (response.statusCode !== 200) return reject(new Error(`HTTP ${response.statusCode} for ${url}`));
        try {
          resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
    }).on('error', reject);
  });
}

/**
 * A client_id that is an https URL, resolved as the Client ID Metadata Document spec says: the document is fetched
 * from that URL, must be valid client metadata, and must name that same URL as its client_id.
 */
async function clientFromDocument(
  clientId: string,
  certificate: string,
): Promise<OAuthClientInformationFull> {
  const document = (await fetchDocument(clientId, certificate)) as { client_id?: unknown };
  if (document.client_id !== clientId) throw new Error(`the document at ${clientId} names another client_id`);
  const metadata = OAuthClientMetadataSchema.parse(document);
  if (metadata.token_endpoint_auth_method !== 'none') throw new Error('a document client must be public');
  return { ...metadata, client_id: clientId };
}

class TestAuthorizationServer implements OAuthServerProvider {
  readonly clients = new Map<string, OAuthClientInformationFull>();
  registrationCount = 0;
  readonly documentFetches: string[] = [];
  readonly clientsStore: OAuthRegisteredClientsStore = {
    getClient: async (clientId) => {
      if (!this.documents || !clientId.startsWith('https://')) return this.clients.get(clientId);
      this.documentFetches.push(clientId);
      return clientFromDocument(clientId, this.documents.certificate).catch(() => undefined);
    },
    registerClient: (client) => {
      this.registrationCount += 1;
      const full = { ...client, client_id: randomUUID(), client_id_issued_at: Math.floor(Date.now() / 1000) };
      this.clients.set(full.client_id, full);
      return full;
    },
  };
  readonly requests = new Map<string, { client: OAuthClientInformationFull; params: AuthorizationParams }>();
  readonly codes = new Map<string, { clientId: string; challenge: string }>();
  readonly access = new Map<string, IssuedAccess>();
  readonly refresh = new Map<string, { clientId: string; revoked: boolean }>();
  refreshCount = 0;
  readonly revocationRequests: string[] = [];
  revocationRefused = false;

  constructor(
    private readonly accessTokenSeconds: number,
    readonly documents: ClientIdMetadataDocuments | undefined,
  ) {}

  /** The consent page: Allow or Deny, posted back to this server. */
  async authorize(
    client: OAuthClientInformationFull,
    params: AuthorizationParams,
    res: Response,
  ): Promise<void> {
    const request = randomUUID();
    this.requests.set(request, { client, params });
    res
      .type('html')
      .send(
        `<!doctype html><title>Sign in</title><h1>Allow Toolgate to use the test tools?</h1>` +
          `<form method="post" action="/consent"><input type="hidden" name="request" value="${request}">` +
          `<button name="decision" value="allow">Allow</button> <button name="decision" value="deny">Deny</button></form>`,
      );
  }

  decide(request: string, allow: boolean): string {
    const pending = this.requests.get(request);
    if (!pending) throw new Error('unknown authorization request');
    this.requests.delete(request);
    const target = new URL(pending.params.redirectUri);
    if (allow) {
      const code = randomUUID();
      this.codes.set(code, { clientId: pending.client.client_id, challenge: pending.params.codeChallenge });
      target.searchParams.set('code', code);
    } else {
      target.searchParams.set('error', 'access_denied');
    }
    if (pending.params.state !== undefined) target.searchParams.set('state', pending.params.state);
    return target.href;
  }

  async challengeForAuthorizationCode(_client: OAuthClientInformationFull, code: string): Promise<string> {
    const stored = this.codes.get(code);
    if (!stored) throw new InvalidGrantError('unknown authorization code');
    return stored.challenge;
  }

  private issue(clientId: string): OAuthTokens {
    const accessToken = `at-${randomUUID()}`;
    const refreshToken = `rt-${randomUUID()}`;
    this.access.set(accessToken, {
      clientId,
      expiresAt: Date.now() + this.accessTokenSeconds * 1000,
      revoked: false,
    });
    this.refresh.set(refreshToken, { clientId, revoked: false });
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: this.accessTokenSeconds,
      refresh_token: refreshToken,
    };
  }

  async exchangeAuthorizationCode(client: OAuthClientInformationFull, code: string): Promise<OAuthTokens> {
    const stored = this.codes.get(code);
    if (!stored || stored.clientId !== client.client_id)
      throw new InvalidGrantError('unknown authorization code');
    this.codes.delete(code);
    return this.issue(client.client_id);
  }

  async exchangeRefreshToken(client: OAuthClientInformationFull, refreshToken: string): Promise<OAuthTokens> {
    const stored = this.refresh.get(refreshToken);
    if (!stored || stored.revoked || stored.clientId !== client.client_id) {
      throw new InvalidGrantError('the refresh token was revoked');
    }
    // Rotated: a refresh token is used once.
    stored.revoked = true;
    this.refreshCount += 1;
    return this.issue(client.client_id);
  }

  async verifyAccessToken(token: string): Promise<AuthInfo> {
    const stored = this.access.get(token);
    if (!stored || stored.revoked || stored.expiresAt <= Date.now()) {
      throw new InvalidTokenError('the access token expired or was revoked');
    }
    return { token, clientId: stored.clientId, scopes: [], expiresAt: Math.floor(stored.expiresAt / 1000) };
  }

  async revokeToken(_client: OAuthClientInformationFull, request: { token: string }): Promise<void> {
    this.revocationRequests.push(request.token);
    if (this.revocationRefused) throw new ServerError('the revocation store is down');
    const access = this.access.get(request.token);
    if (access) access.revoked = true;
    const refresh = this.refresh.get(request.token);
    if (refresh) refresh.revoked = true;
  }
}

/**
 * Starts, on 127.0.0.1 (free port), an MCP server (tool `record_visit`) that requires bearer tokens of an
 * authorization server built from the SDK's own pieces on the same port: metadata discovery, dynamic client
 * registration, authorization code with PKCE behind an Allow/Deny consent page, refresh tokens (rotated) and
 * revocation. Access tokens live `accessTokenSeconds`. Given `documents`, its metadata also advertises Client ID
 * Metadata Documents, and a client_id that is an https URL is resolved by fetching that document.
 */
export async function startOAuthMcpServer(
  accessTokenSeconds: number,
  documents?: ClientIdMetadataDocuments,
): Promise<OAuthMcpServer> {
  const authorization = new TestAuthorizationServer(accessTokenSeconds, documents);
  const callTokens: string[] = [];
  const app = express();
  const http: Server = await new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => resolve(server));
  });
  const origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const mcpUrl = new URL(`${origin}/mcp`);

  if (documents) {
    // The SDK's router advertises what it builds; this one also supports Client ID Metadata Documents.
    const metadata = {
      ...createOAuthMetadata({ provider: authorization, issuerUrl: new URL(origin) }),
      client_id_metadata_document_supported: true,
    };
    app.use('/.well-known/oauth-authorization-server', (req, res) => {
      res.setHeader('access-control-allow-origin', '*');
      res.setHeader('access-control-allow-headers', req.headers['access-control-request-headers'] ?? '*');
      if (req.method === 'OPTIONS') res.status(204).end();
      else res.json(metadata);
    });
  }
  app.use(
    mcpAuthRouter({
      provider: authorization,
      issuerUrl: new URL(origin),
      resourceServerUrl: mcpUrl,
      // One browser on one machine: the SDK's per-client rate limits stay out of the way.
      authorizationOptions: { rateLimit: false },
      tokenOptions: { rateLimit: false },
      clientRegistrationOptions: { rateLimit: false },
      revocationOptions: { rateLimit: false },
    }),
  );
  app.post('/consent', express.urlencoded({ extended: false }), (req, res) => {
    const body = req.body as { request?: string; decision?: string };
    res.redirect(authorization.decide(body.request ?? '', body.decision === 'allow'));
  });

  app.use('/mcp', (req, res, next) => {
    res.setHeader('access-control-allow-origin', req.headers.origin ?? '*');
    res.setHeader('access-control-allow-methods', 'GET, POST, DELETE, OPTIONS');
    res.setHeader('access-control-allow-headers', req.headers['access-control-request-headers'] ?? '*');
    res.setHeader('access-control-expose-headers', 'Mcp-Session-Id, Mcp-Protocol-Version, WWW-Authenticate');
    if (req.method === 'OPTIONS') res.status(204).end();
    else next();
  });
  const sessions = new Map<string, StreamableHTTPServerTransport>();
  app.all(
    '/mcp',
    requireBearerAuth({
      verifier: authorization,
      resourceMetadataUrl: getOAuthProtectedResourceMetadataUrl(mcpUrl),
    }),
    express.json(),
    (req, res) => {
      void (async () => {
        const sessionId = req.headers['mcp-session-id'];
        let transport = typeof sessionId === 'string' ? sessions.get(sessionId) : undefined;
        if (!transport) {
          const server = new McpServer({ name: 'oauth-test-server', version: '1.0.0' });
          server.registerTool(
            'record_visit',
            {
              description: 'Records a visit with the caller’s token.',
              annotations: { readOnlyHint: false, destructiveHint: false },
            },
            (extra) => {
              callTokens.push(extra.authInfo?.token ?? '');
              return { content: [{ type: 'text', text: `visit ${callTokens.length} recorded` }] };
            },
          );
          const created: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
            sessionIdGenerator: () => randomUUID(),
            onsessioninitialized: (id) => void sessions.set(id, created),
          });
          await server.connect(created);
          transport = created;
        }
        await transport.handleRequest(req, res, req.body);
      })().catch(() => {
        if (!res.headersSent) res.status(500).end();
      });
    },
  );

  return {
    url: mcpUrl.href,
    issuedTokens: () => [...authorization.access.keys(), ...authorization.refresh.keys()],
    callTokens,
    refreshes: () => authorization.refreshCount,
    registrations: () => authorization.registrationCount,
    documentFetches: authorization.documentFetches,
    revocationRequests: authorization.revocationRequests,
    refuseRevocations: () => void (authorization.revocationRefused = true),
    async refreshWith(clientId, refreshToken) {
      const response = await fetch(`${origin}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: refreshToken,
          client_id: clientId,
        }),
      });
      const body = (await response.json().catch(() => ({}))) as { error?: string };
      return { status: response.status, ...(body.error ? { error: body.error } : {}) };
    },
    revokeAll() {
      for (const token of authorization.access.values()) token.revoked = true;
      for (const token of authorization.refresh.values()) token.revoked = true;
    },
    async close() {
      for (const transport of sessions.values()) await transport.close().catch(() => undefined);
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
