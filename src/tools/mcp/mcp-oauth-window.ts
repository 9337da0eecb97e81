import { OAuthSignInError } from './mcp-oauth-failure.ts';

/** The message the callback page posts to the window that opened it. */
export interface OAuthCallbackMessage {
  readonly type: 'toolgate-oauth-callback';
  readonly code?: string;
  readonly state?: string;
  readonly error?: string;
  readonly errorDescription?: string;
}

function isCallbackMessage(data: unknown): data is OAuthCallbackMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === 'toolgate-oauth-callback'
  );
}

/** How often the sign-in window is looked at, to notice that the operator closed it. */
const closedCheckMs = 500;

/**
 * Waits for the callback page in `popup` to post the authorization code back, accepting only a message from this
 * page's origin, from that window, carrying the state this sign-in sent. Rejects, worded, when the authorization
 * server answered with an error (consent denied) or the operator closed the window first. The window is closed
 * here once its answer arrived, so a window that closed before is one the operator closed.
 */
export function waitForSignIn(popup: Window, expectedState: string): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const finish = () => {
      window.removeEventListener('message', onMessage);
      clearInterval(watch);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== location.origin || event.source !== popup || !isCallbackMessage(event.data))
        return;
      const message = event.data;
      if (message.state !== expectedState) return;
      finish();
      popup.close();
      if (message.error) {
        const denied = message.error === 'access_denied';
        reject(
          new OAuthSignInError(
            'consent',
            `${denied ? 'consent was denied in the sign-in window' : 'the authorization server answered with an error'} (${message.error}${message.errorDescription ? `: ${message.errorDescription.slice(0, 200)}` : ''})`,
          ),
        );
      } else if (message.code) {
        resolve(message.code);
      } else {
        reject(new OAuthSignInError('consent', 'the sign-in window came back without an authorization code'));
      }
    };
    const watch = setInterval(() => {
      if (!popup.closed) return;
      finish();
      reject(new OAuthSignInError('consent', 'the sign-in window was closed before consent was given'));
    }, closedCheckMs);
    window.addEventListener('message', onMessage);
  });
}
