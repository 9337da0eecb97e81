import { describe, expect, it } from 'vitest';
import type { OAuthVault, StoredOAuth } from './mcp-oauth-provider.ts';
import { BrowserOAuthProvider } from './mcp-oauth-provider.ts';

function memoryVault(initial?: StoredOAuth): OAuthVault {
  let value = initial;
  return { read: () => value, write: (next) => void (value = next), clear: () => void (value = undefined) };
}

const tokens = { access_token: 'access-token-1', token_type: 'bearer', refresh_token: 'refresh-token-1' };

describe('BrowserOAuthProvider', () => {
  it('refreshes a token once less than a minute, or half of a short life, is left', () => {
    const hour = new BrowserOAuthProvider(
      memoryVault({ tokens: { ...tokens, expires_in: 3600 }, obtainedAt: 0 }),
      'w',
      false,
    );
    expect(hour.expiresSoon(3_539_999)).toBe(false);
    expect(hour.expiresSoon(3_540_000)).toBe(true);
    const short = new BrowserOAuthProvider(
      memoryVault({ tokens: { ...tokens, expires_in: 4 }, obtainedAt: 0 }),
      'w',
      false,
    );
    expect(short.expiresSoon(1_999)).toBe(false);
    expect(short.expiresSoon(2_000)).toBe(true);
  });

  it('never refreshes without a refresh token or a known lifetime', () => {
    const noRefresh = { access_token: 'a', token_type: 'bearer', expires_in: 1 };
    expect(
      new BrowserOAuthProvider(memoryVault({ tokens: noRefresh, obtainedAt: 0 }), 'w', false).expiresSoon(
        10_000,
      ),
    ).toBe(false);
    expect(
      new BrowserOAuthProvider(memoryVault({ tokens, obtainedAt: 0 }), 'w', false).expiresSoon(10_000),
    ).toBe(false);
  });

  it('marks a refresh refused when the SDK forgets tokens that had a refresh token, and keeps them as secrets', () => {
    const provider = new BrowserOAuthProvider(memoryVault(), 'w', false);
    provider.saveTokens({ ...tokens, expires_in: 60 });
    provider.invalidateCredentials('tokens');
    expect(provider.refreshRefused).toBe(true);
    expect(provider.tokens()).toBeUndefined();
    expect(provider.secrets()).toEqual(expect.arrayContaining(['access-token-1', 'refresh-token-1']));
  });

  it('does not open a sign-in window unless the operator started the connection', () => {
    const provider = new BrowserOAuthProvider(memoryVault(), 'w', false);
    expect(() => provider.redirectToAuthorization(new URL('https://auth.example/authorize'))).toThrow(
      /asks you to sign in; Connect opens the sign-in window/,
    );
  });
});
