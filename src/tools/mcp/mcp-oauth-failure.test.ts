import { describe, expect, it } from 'vitest';
import { OAuthSignInError, describeOAuthFailure, redactSecrets } from './mcp-oauth-failure.ts';

const url = 'https://mcp.example/mcp';

describe('describeOAuthFailure', () => {
  it('names the step that failed and what the server must do', () => {
    expect(describeOAuthFailure(url, 'discovery', new Error('HTTP 404 trying to load metadata'), [])).toBe(
      `${url} asks for sign-in, but discovering its authorization server failed (HTTP 404 trying to load metadata). The server must publish its OAuth protected-resource metadata and its authorization server its metadata, both readable by this page (CORS).`,
    );
    expect(describeOAuthFailure(url, 'registration', new Error('dynamic registration disabled'), [])).toMatch(
      /refused to register Toolgate as a client \(dynamic registration disabled\)/,
    );
    expect(
      describeOAuthFailure(
        url,
        'consent',
        new OAuthSignInError('consent', 'consent was denied (access_denied)'),
        [],
      ),
    ).toBe(`Signing in to ${url} did not finish: consent was denied (access_denied).`);
    expect(describeOAuthFailure(url, 'refresh-refused', 'invalid_grant', [])).toBe(
      `The sign-in to ${url} expired and its authorization server refused to refresh it (invalid_grant). Sign in again: Reconnect opens the sign-in window.`,
    );
  });

  it('names an OAuth error code the message leaves out', () => {
    const error = Object.assign(new Error('redirect_uris must be https'), {
      errorCode: 'invalid_client_metadata',
    });
    expect(describeOAuthFailure(url, 'registration', error, [])).toContain(
      '(invalid_client_metadata: redirect_uris must be https)',
    );
  });

  it('never shows a token, even one the server echoed', () => {
    const token = 'at-3f1c9a7e-55d2-4e0b-9c41-7d2b6a0e8f13';
    const message = describeOAuthFailure(url, 'refresh-refused', new Error(`token ${token} is unknown`), [
      token,
    ]);
    expect(message).not.toContain(token);
    expect(message).toContain('[redacted]');
  });
});

describe('redactSecrets', () => {
  it('replaces every occurrence and leaves short strings alone', () => {
    expect(redactSecrets('a secret-value-1 and secret-value-1 but abc', ['secret-value-1', 'abc'])).toBe(
      'a [redacted] and [redacted] but abc',
    );
  });
});
