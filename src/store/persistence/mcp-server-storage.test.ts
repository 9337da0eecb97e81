import { describe, expect, it } from 'vitest';
import {
  loadMcpHeaders,
  loadMcpServers,
  mcpHeaderSecrets,
  saveMcpHeaders,
  saveMcpServer,
} from './mcp-server-storage.ts';
import { memoryStorage } from '../../test/persistence-test-support.ts';
import { ToolgateDatabase } from './toolgate-database.ts';

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

describe('stored MCP servers', () => {
  it('keep the tools listed last, dropping any stored row that is not a tool', async () => {
    const db = new ToolgateDatabase(`mcp-${crypto.randomUUID()}`);
    const echo = { name: 'echo', inputSchema: { type: 'object' }, annotations: { readOnlyHint: true } };
    await saveMcpServer(db, {
      id: 'srv',
      name: 'everything',
      url: 'http://127.0.0.1:3001/mcp',
      trusted: false,
      timeoutSeconds: 60,
      headerNames: [],
      rememberHeaders: false,
      connectOnStart: true,
      createdAt: 1,
      lastTools: [echo, { name: 'no-schema' }, { inputSchema: {} }] as never,
    });
    const [server] = await loadMcpServers(db);
    expect(server?.lastTools).toEqual([echo]);
    db.close();
  });
});
