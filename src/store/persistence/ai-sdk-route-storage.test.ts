import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../test/persistence-test-support.ts';
import {
  aiSdkRouteSecrets,
  authorizationValue,
  loadAiSdkRouteHeaders,
  loadAiSdkRoutes,
  saveAiSdkRoutes,
  saveAiSdkRouteToken,
} from './ai-sdk-route-storage.ts';

const url = 'http://127.0.0.1:4411/api/chat';

describe('an AI SDK route’s token', () => {
  it('is sent as Bearer when given bare, and as given with its scheme', () => {
    expect(authorizationValue(' sk-route-1234 ')).toBe('Bearer sk-route-1234');
    expect(authorizationValue('Bearer abc.def.ghi')).toBe('Bearer abc.def.ghi');
    expect(authorizationValue('Basic dXNlcjpwYXNz')).toBe('Basic dXNlcjpwYXNz');
    expect(authorizationValue('   ')).toBe('');
  });

  it('lives in the tab session unless remembered, never with the route list, and is forgotten when emptied', () => {
    const storages = { local: memoryStorage(), session: memoryStorage() };
    saveAiSdkRoutes(storages, [{ url, name: 'clean-up', rememberToken: false }]);
    saveAiSdkRouteToken(storages, url, 'route-token-1234', false);
    expect(loadAiSdkRouteHeaders(storages, url)).toEqual({ Authorization: 'Bearer route-token-1234' });
    expect([...storages.local.items.values()].join()).not.toContain('route-token-1234');
    expect(loadAiSdkRoutes(storages)).toEqual([{ url, name: 'clean-up', rememberToken: false }]);

    saveAiSdkRouteToken(storages, url, 'route-token-1234', true);
    expect([...storages.session.items.values()].join()).not.toContain('route-token-1234');
    expect(loadAiSdkRouteHeaders(storages, url)).toEqual({ Authorization: 'Bearer route-token-1234' });

    saveAiSdkRouteToken(storages, url, '', false);
    expect(loadAiSdkRouteHeaders(storages, url)).toEqual({});
    expect([...storages.local.items.values(), ...storages.session.items.values()].join()).not.toContain(
      'route-token-1234',
    );
  });

  it('is among the secrets every export is redacted of, with and without its scheme', () => {
    const storages = { local: memoryStorage(), session: memoryStorage() };
    saveAiSdkRoutes(storages, [{ url, name: 'clean-up' }]);
    saveAiSdkRouteToken(storages, url, 'route-token-1234', false);
    expect(aiSdkRouteSecrets(storages)).toEqual(['Bearer route-token-1234', 'route-token-1234']);
  });
});
