import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {
  CallToolResultSchema,
  ElicitRequestSchema,
  ErrorCode,
  McpError,
  ToolListChangedNotificationSchema,
} from '@modelcontextprotocol/sdk/types.js';
import type { JsonObject } from '../../core/json.ts';
import { McpConnectionError } from './mcp-connection-error.ts';
import type { ElicitationAnswer, ElicitationRequest } from './mcp-elicitation.ts';
import { elicitationRequestOf } from './mcp-elicitation.ts';
import { finishSignIn, refreshingAuthProvider } from './mcp-oauth-connection.ts';
import type { BrowserOAuthProvider } from './mcp-oauth-provider.ts';
import { mcpSchemaValidator } from './mcp-schema.ts';
import type { ObservedAnswers } from './mcp-observed-fetch.ts';
import { answersOpaque, isTimeout, observedFailure, observingFetch } from './mcp-observed-fetch.ts';
import type { ToolAnnotations } from './mcp-tier.ts';

/** Where and how to reach a server. */
export interface McpEndpoint {
  readonly url: string;
  /** Extra request headers, such as Authorization; never logged. */
  readonly headers: Readonly<Record<string, string>>;
  /** How long a request may wait for an answer (progress resets it). */
  readonly timeoutMs: number;
  /** How often the server is pinged while connected ({@link healthCheckIntervalMs} unless a test says). */
  readonly healthCheckMs?: number;
  /** How long a health ping may wait for its answer ({@link healthCheckTimeoutMs} unless a test says). */
  readonly healthTimeoutMs?: number;
  /** Signs in with OAuth when the server asks for it (discovery from its 401); tokens are refreshed before expiry. */
  readonly oauth?: BrowserOAuthProvider;
}

/** How often a connected server is pinged: a server that stops answering reads disconnected within this. */
export const healthCheckIntervalMs = 10_000;

/**
 * How long a health ping waits for its answer. A ping costs the server nothing, so a server that accepts the
 * request and never answers it is hung: it reads disconnected within one interval plus this, not after the
 * request timeout meant for tools that take long.
 */
export const healthCheckTimeoutMs = 5_000;

/** A tool as the server lists it. */
export interface McpTool {
  readonly name: string;
  readonly title?: string;
  readonly description?: string;
  readonly inputSchema: JsonObject;
  readonly outputSchema?: JsonObject;
  readonly annotations?: ToolAnnotations;
}

/** One progress notification of a running call. */
export interface McpProgress {
  readonly progress: number;
  readonly total?: number;
  readonly message?: string;
}

/** A tool result as the server sent it. */
export interface McpCallResult {
  readonly content?: unknown;
  readonly structuredContent?: unknown;
  readonly isError?: boolean;
}

/** What the server may ask of the console while connected. */
export interface McpConnectionEvents {
  onToolsChanged(): void;
  /** The connection broke, closed or failed its health check; `reason` is one sentence for the operator. */
  onLost(reason: string): void;
  onElicitation(request: ElicitationRequest, signal: AbortSignal): Promise<ElicitationAnswer>;
}

/** A live connection to one server. */
export interface McpConnection {
  readonly server: { readonly name: string; readonly version: string; readonly title?: string };
  listTools(): Promise<readonly McpTool[]>;
  callTool(
    name: string,
    args: JsonObject,
    options: { readonly signal: AbortSignal; readonly onProgress: (progress: McpProgress) => void },
  ): Promise<McpCallResult>;
  close(): Promise<void>;
}

/**
 * Connects to an MCP server over Streamable HTTP with the SDK's client and transport, declaring form and URL
 * elicitation. A failure is thrown as {@link McpConnectionError} worded for the operator.
 */
export async function connectMcpServer(
  endpoint: McpEndpoint,
  events: McpConnectionEvents,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
  signedIn = false,
): Promise<McpConnection> {
  const observer: ObservedAnswers = { networkError: false, sessionIdHidden: false };
  const observed = observingFetch(observer, fetchImpl);
  const active = new Set<AbortController>();
  let lost = false;

  const fail = (error: unknown, timeoutMs?: number) =>
    observedFailure({
      endpoint,
      observer,
      fetchImpl,
      error,
      ...(timeoutMs !== undefined ? { timeoutMs } : {}),
    });

  let url: URL;
  try {
    url = new URL(endpoint.url);
  } catch {
    throw new McpConnectionError({ kind: 'error', message: `${endpoint.url} is not a URL.` });
  }
  const transport = new StreamableHTTPClientTransport(url, {
    fetch: observed,
    requestInit: { headers: { ...endpoint.headers } },
    ...(endpoint.oauth ? { authProvider: refreshingAuthProvider(endpoint.oauth, url, fetchImpl) } : {}),
    reconnectionOptions: {
      initialReconnectionDelay: 300,
      maxReconnectionDelay: 2000,
      reconnectionDelayGrowFactor: 2,
      maxRetries: 2,
    },
  });
  const client = new Client(
    { name: 'toolgate', version: '0.1.0' },
    { capabilities: { elicitation: { form: {}, url: {} } }, jsonSchemaValidator: mcpSchemaValidator },
  );

  let healthTimer: ReturnType<typeof setTimeout> | undefined;
  const declareLost = (reason: string) => {
    if (lost) return;
    lost = true;
    clearTimeout(healthTimer);
    for (const controller of active) controller.abort(new Error(reason));
    events.onLost(reason);
  };
  const loseConnection = async (reason: string) => {
    if (lost) return;
    // A broken stream with a server still answering is resumed by the transport; only a dead server is lost.
    if (await answersOpaque(endpoint.url, fetchImpl)) return;
    declareLost(reason);
  };
  // A ping that fails (no answer, a refused connection, a session the server no longer knows) means the server
  // went away, whether or not a stream was open to notice it.
  const checkHealth = () => {
    healthTimer = setTimeout(() => {
      if (lost) return;
      const timeout = Math.min(endpoint.timeoutMs, endpoint.healthTimeoutMs ?? healthCheckTimeoutMs);
      client.ping({ timeout }).then(checkHealth, async (error: unknown) => {
        if (lost) return;
        const failure = await fail(error, isTimeout(error) ? timeout : undefined);
        declareLost(`It failed its health check: ${failure.message}`);
      });
    }, endpoint.healthCheckMs ?? healthCheckIntervalMs);
  };
  client.onerror = (error) => {
    const message = error instanceof Error ? error.message : String(error);
    if (/SSE stream disconnected|reconnect/i.test(message)) {
      void loseConnection(`The connection to ${endpoint.url} broke (${message}).`);
    }
  };
  client.onclose = () => declareLost(`The connection to ${endpoint.url} closed.`);
  client.setNotificationHandler(ToolListChangedNotificationSchema, () => events.onToolsChanged());
  client.setRequestHandler(ElicitRequestSchema, async (request, extra) => {
    const answer = await events.onElicitation(elicitationRequestOf(request.params), extra.signal);
    return answer.action === 'accept'
      ? { action: 'accept', content: answer.content ?? {} }
      : { action: answer.action };
  });

  try {
    await client.connect(transport, { timeout: endpoint.timeoutMs });
  } catch (error) {
    lost = true;
    await transport.close().catch(() => undefined);
    const signedInNow = signedIn
      ? false
      : await finishSignIn(endpoint.oauth, url, fetchImpl).catch(async (signInError: unknown) => {
          throw await fail(signInError);
        });
    // The operator consented in the sign-in window: the same connection, now with a token.
    if (signedInNow) return connectMcpServer(endpoint, events, fetchImpl, true);
    throw await fail(error, isTimeout(error) ? endpoint.timeoutMs : undefined);
  }
  observer.sessionIdHidden = transport.sessionId === undefined;
  // From here a lapsed sign-in is not reopened by itself: the operator is asked to Reconnect.
  if (endpoint.oauth) endpoint.oauth.interactive = false;
  checkHealth();
  const version = client.getServerVersion();

  return {
    server: {
      name: version?.name ?? 'unnamed server',
      version: version?.version ?? '',
      ...(version?.title ? { title: version.title } : {}),
    },
    async listTools() {
      const maxTools = 1000;
      try {
        const tools: McpTool[] = [];
        let cursor: string | undefined;
        do {
          const page = await client.listTools(cursor ? { cursor } : {}, { timeout: endpoint.timeoutMs });
          tools.push(...(page.tools as unknown as McpTool[]));
          cursor = page.nextCursor;
        } while (cursor && tools.length < maxTools);
        // One page may hold any number: a server's list is cut to the first thousand.
        return tools.slice(0, maxTools);
      } catch (error) {
        throw await fail(error, isTimeout(error) ? endpoint.timeoutMs : undefined);
      }
    },
    async callTool(name, args, options) {
      if (lost)
        throw new McpConnectionError({
          kind: 'error',
          message: `Not connected to ${endpoint.url}; connect it again in Settings.`,
        });
      const controller = new AbortController();
      const forward = () => controller.abort(options.signal.reason);
      options.signal.addEventListener('abort', forward, { once: true });
      active.add(controller);
      try {
        // The request is sent through the SDK's client, which tells the server when the signal aborts.
        return (await client.request(
          { method: 'tools/call', params: { name, arguments: args } },
          CallToolResultSchema,
          {
            signal: controller.signal,
            timeout: endpoint.timeoutMs,
            resetTimeoutOnProgress: true,
            onprogress: (progress) =>
              options.onProgress({
                progress: progress.progress,
                ...(progress.total !== undefined ? { total: progress.total } : {}),
                ...(typeof progress.message === 'string' ? { message: progress.message } : {}),
              }),
          },
        )) as McpCallResult;
      } catch (error) {
        if (options.signal.aborted) throw error;
        if (controller.signal.aborted) {
          const reason =
            controller.signal.reason instanceof Error
              ? controller.signal.reason.message
              : 'the connection broke';
          throw new Error(`${reason}; the call may or may not have finished on the server.`, {
            cause: error,
          });
        }
        if (
          error instanceof McpError &&
          error.code !== ErrorCode.RequestTimeout &&
          error.code !== ErrorCode.ConnectionClosed
        ) {
          throw new Error(
            `The server answered with an error: ${error.message.replace(/^MCP error -?\d+: /, '')}`,
            {
              cause: error,
            },
          );
        }
        throw await fail(error, isTimeout(error) ? endpoint.timeoutMs : undefined);
      } finally {
        active.delete(controller);
        options.signal.removeEventListener('abort', forward);
      }
    },
    async close() {
      // A server already lost is gone or hung: asking it to end the session would wait for an answer never sent.
      const ending = lost ? undefined : transport.terminateSession().catch(() => undefined);
      lost = true;
      clearTimeout(healthTimer);
      await ending;
      await client.close().catch(() => undefined);
    },
  };
}
