import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rankTierFile } from '../../scripts/vite-rank-tiers-plugin.ts';
import { referenceRankTier } from '../core/tokens/reference-rank-tiers.ts';
import { TokenCounter } from '../core/tokens/token-counter.ts';
import { fetchRankTierFrom } from './rank-tier-source.ts';

// A real server on a free local port serves the asset exactly as the build emits it.
const server = createServer((request, response) => {
  if (request.url === '/cl100k_base.rest.bin') {
    void rankTierFile('cl100k_base', 'rest').then((file) => {
      response.setHeader('Content-Type', 'application/octet-stream');
      response.end(file);
    });
  } else if (request.url === '/corrupt.bin') {
    response.end(Buffer.from('not gzip at all'));
  } else {
    response.statusCode = 404;
    response.end('missing');
  }
});
let origin = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('fetching a rank tier', () => {
  it('inflates the emitted asset back to the tier payload', async () => {
    const payload = await fetchRankTierFrom(`${origin}/cl100k_base.rest.bin`);
    expect(payload).toEqual(await referenceRankTier('cl100k_base', 'rest'));
  });

  it('says which table failed and why, for a missing or corrupt asset or no server', async () => {
    await expect(fetchRankTierFrom(`${origin}/nothing.bin`, 'o200k_base (first)')).rejects.toThrow(
      'The rank table o200k_base (first) could not be fetched: HTTP 404.',
    );
    await expect(fetchRankTierFrom(`${origin}/corrupt.bin`, 'x')).rejects.toThrow(
      'The rank table x is corrupt',
    );
    await expect(fetchRankTierFrom('http://127.0.0.1:9/none.bin', 'y')).rejects.toThrow(
      'The rank table y could not be fetched',
    );
  });

  it('counts with tiers fetched over HTTP exactly as with the reference tiers', async () => {
    const fetched = new TokenCounter({
      loadTier: async (encoding, tier) =>
        tier === 'rest'
          ? fetchRankTierFrom(`${origin}/${encoding}.${tier}.bin`)
          : referenceRankTier(encoding, tier),
    });
    const reference = new TokenCounter({ loadTier: referenceRankTier });
    await Promise.all([fetched.load('cl100k_base'), reference.load('cl100k_base')]);
    const text = 'Größe: 42 — “quoted” 中文 🎉 naïve café';
    expect(fetched.count(text, 'cl100k_base')).toBe(reference.count(text, 'cl100k_base'));
  });
});
