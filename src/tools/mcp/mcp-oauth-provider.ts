import type { OAuthClientProvider, OAuthDiscoveryState } from '@modelcontextprotocol/sdk/client/auth.js';
import type {
  OAuthClientInformationMixed,
  OAuthClientMetadata,
  OAuthTokens,
} from '@modelcontextprotocol/sdk/shared/auth.js';
import { oauthCallbackPath, oauthClientMetadata } from './mcp-oauth-client-document.ts';
import { OAuthSignInError } from './mcp-oauth-failure.ts';
import { waitForSignIn } from './mcp-oauth-window.ts';

/** What a server's sign-in keeps between requests: the registered client and the tokens, with when they came. */
export interface StoredOAuth {
  readonly clientInformation?: OAuthClientInformationMixed;
  readonly tokens?: OAuthTokens;
  /** When the tokens were received (ms since the epoch), so their expiry can be computed. */
  readonly obtainedAt?: number;
}

/** Where a server's sign-in is kept (this tab's session, or the device when the operator remembers it). */
export interface OAuthVault {
  read(): StoredOAuth | undefined;
  write(value: StoredOAuth): void;
  clear(): void;
}

/** The page the authorization server sends the sign-in window back to; it hands the code to this page. */
export function oauthCallbackUrl(): string {
  return new URL(oauthCallbackPath, document.baseURI).href;
}

/** A token is refreshed once less than this much of its life is left (or half of it, for a short-lived one). */
const refreshMarginMs = 60_000;

/**
 * The SDK's {@link OAuthClientProvider} for this page: a public client (PKCE, no secret) whose client_id is the
 * page's Client ID Metadata Document where the authorization server supports those and the page serves one (the
 * SDK's `clientMetadataUrl`), registered dynamically otherwise. It keeps the client and tokens in the {@link OAuthVault}, the PKCE verifier and discovery in memory, and
 * opens the authorization page in a sign-in window — only on a connection the operator's click started, so a
 * window never opens by itself. It records how far a sign-in got, so a failure can say which step refused.
 */
export class BrowserOAuthProvider implements OAuthClientProvider {
  private verifier: string | undefined;
  private discovery: OAuthDiscoveryState | undefined;
  private expectedState: string | undefined;
  private authorization: Promise<string> | undefined;
  private readonly seen = new Set<string>();
  /** The furthest step a sign-in reached: discovery, then registration, then consent. */
  step: 'discovery' | 'registration' | 'consent' | 'done' = 'discovery';
  /** The SDK's authorization ran since the last tokens came, so a failure now is a sign-in failure. */
  authStarted = false;
  /** The authorization server refused to refresh the tokens (the SDK then forgets them). */
  refreshRefused = false;

  /**
   * @param interactive whether the operator started this connection (a click), so a sign-in window may open;
   *   it stops once the connection stands, and a sign-in that lapses later asks for a click again.
   * @param clientMetadataUrl the URL of the Client ID Metadata Document this page serves, if it serves one.
   */
  constructor(
    private readonly vault: OAuthVault,
    private readonly windowName: string,
    public interactive: boolean,
    readonly clientMetadataUrl?: string,
  ) {}

  get redirectUrl(): string {
    return oauthCallbackUrl();
  }

  get clientMetadata(): OAuthClientMetadata {
    return oauthClientMetadata(document.baseURI);
  }

  state(): string {
    this.expectedState = crypto.randomUUID();
    return this.expectedState;
  }

  clientInformation(): OAuthClientInformationMixed | undefined {
    const information = this.vault.read()?.clientInformation;
    if (information && this.step === 'registration') this.step = 'consent';
    return information;
  }

  saveClientInformation(clientInformation: OAuthClientInformationMixed): void {
    if (this.step === 'registration') this.step = 'consent';
    this.vault.write({ ...this.vault.read(), clientInformation });
  }

  tokens(): OAuthTokens | undefined {
    return this.vault.read()?.tokens;
  }

  saveTokens(tokens: OAuthTokens): void {
    this.step = 'done';
    this.interactive = false;
    this.authStarted = false;
    this.refreshRefused = false;
    for (const secret of [tokens.access_token, tokens.refresh_token]) if (secret) this.seen.add(secret);
    this.vault.write({ ...this.vault.read(), tokens, obtainedAt: Date.now() });
  }

  /** Whether the access token runs out soon enough that it should be refreshed before the next request. */
  expiresSoon(now = Date.now()): boolean {
    const stored = this.vault.read();
    const lifetimeS = stored?.tokens?.expires_in;
    if (!stored?.tokens?.refresh_token || lifetimeS === undefined || stored.obtainedAt === undefined)
      return false;
    const lifetimeMs = lifetimeS * 1000;
    return now >= stored.obtainedAt + lifetimeMs - Math.min(refreshMarginMs, lifetimeMs / 2);
  }

  redirectToAuthorization(authorizationUrl: URL): void {
    this.step = 'consent';
    // The operator's click started this connection; the browser still blocks the window if it judges it unasked.
    if (!this.interactive) {
      throw new OAuthSignInError(
        'sign-in-needed',
        'it asks you to sign in; Connect opens the sign-in window',
      );
    }
    const popup = window.open(authorizationUrl.href, this.windowName, 'popup,width=520,height=720');
    if (!popup) {
      throw new OAuthSignInError(
        'sign-in-needed',
        'the browser blocked the sign-in window; allow pop-ups for this page and connect again',
      );
    }
    this.authorization = waitForSignIn(popup, this.expectedState ?? '');
    // Nobody may be waiting yet; a refusal is read by takeAuthorization.
    this.authorization.catch(() => undefined);
  }

  /** The code of the sign-in the window is showing, once the operator consents; undefined if none is open. */
  takeAuthorization(): Promise<string> | undefined {
    const pending = this.authorization;
    this.authorization = undefined;
    return pending;
  }

  saveCodeVerifier(codeVerifier: string): void {
    this.verifier = codeVerifier;
  }

  codeVerifier(): string {
    if (!this.verifier) throw new OAuthSignInError('consent', 'no sign-in was started in this tab');
    return this.verifier;
  }

  saveDiscoveryState(state: OAuthDiscoveryState): void {
    this.discovery = state;
    if (this.step === 'discovery') this.step = 'registration';
  }

  discoveryState(): OAuthDiscoveryState | undefined {
    this.authStarted = true;
    if (this.discovery && this.step === 'discovery') this.step = 'registration';
    return this.discovery;
  }

  invalidateCredentials(scope: 'all' | 'client' | 'tokens' | 'verifier' | 'discovery'): void {
    const stored = this.vault.read() ?? {};
    if (scope === 'tokens' && stored.tokens?.refresh_token) this.refreshRefused = true;
    if (scope === 'all') this.vault.clear();
    if (scope === 'client') this.vault.write({ ...stored, clientInformation: undefined });
    if (scope === 'tokens') this.vault.write({ ...stored, tokens: undefined, obtainedAt: undefined });
    if (scope === 'verifier' || scope === 'all') this.verifier = undefined;
    if (scope === 'discovery' || scope === 'all') this.discovery = undefined;
  }

  /** Every secret this sign-in holds, so none is ever shown in a message. */
  secrets(): readonly string[] {
    const stored = this.vault.read();
    return [...this.seen, stored?.tokens?.access_token, stored?.tokens?.refresh_token, this.verifier].filter(
      (value): value is string => typeof value === 'string' && value.length > 0,
    );
  }
}
