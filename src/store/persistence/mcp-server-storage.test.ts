import { describe, expect, it } from 'vitest';
import { loadMcpHeaders, mcpHeaderSecrets, saveMcpHeaders } from './mcp-server-storage.ts';
import { memoryStorage } from '../../test/persistence-test-support.ts';

describe('MCP header values', () => {
  it('live in the tab session unless remembered, and never in both storages', () => {
    const storages = { local: memoryStorage(), session: memoryStorage() };
    saveMcpHeaders(storages, 'srv', { Authorization: 'Bearer secret-token-123' }, false);
    expect(storages.local.items.size).toBe(0);
    expect(loadMcpHeaders(storages, 'srv')).toEqual({ Authorization: 'Bearer secret-token-123' });
    saveMcpHeaders(storages, 'srv', { Authorization: 'Bearer secret-token-123' }, true);
    expect(storages.session.items.size).toBe(0);
    expect(loadMcpHeaders(storages, 'srv')).toEqual({ Authorization: 'Bearer secret-token-123' });
  });

  it('count as secrets: the whole value and the bearer token alone', () => {
    const storages = { local: memoryStorage(), session: memoryStorage() };
    saveMcpHeaders(storages, 'srv', { Authorization: 'Bearer secret-token-123', 'X-Team': 'ab' }, false);
    expect(mcpHeaderSecrets(storages, ['srv'])).toEqual(['Bearer secret-token-123', 'secret-token-123']);
  });
});
