// Serves the token counter's rank tables as compact binary assets, produced from js-tiktoken's rank files at
// build time (and on the fly by the dev server), so nothing generated is committed and the app never ships the
// rank files themselves. Each tier is gzip-compressed here and inflated by the browser's DecompressionStream,
// so its transfer size is the same whatever the server compresses.
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import type { EncodingName } from '../src/core/tokens/encoding-name.ts';
import { encodingNames } from '../src/core/tokens/encoding-name.ts';
import type { RankTier } from '../src/core/tokens/rank-tier.ts';
import { rankTiers } from '../src/core/tokens/rank-tier.ts';
import { referenceRankTier } from '../src/core/tokens/reference-rank-tiers.ts';

const virtualId = 'virtual:rank-tier-urls';
const resolvedId = `\0${virtualId}`;
const devPrefix = '/@rank-tiers/';

const files = new Map<string, Promise<Uint8Array>>();

/** The compressed asset of one tier, made once per process (the app and worker builds share it). */
export function rankTierFile(encoding: EncodingName, tier: RankTier): Promise<Uint8Array> {
  const name = `${encoding}.${tier}`;
  let file = files.get(name);
  if (!file) {
    file = referenceRankTier(encoding, tier).then((payload) => gzipSync(payload, { level: 9 }));
    files.set(name, file);
  }
  return file;
}

/** The Vite plugin: `import { rankTierUrls } from 'virtual:rank-tier-urls'` gives each tier's URL. */
export function rankTiersPlugin(): Plugin {
  let command: 'build' | 'serve' = 'serve';
  return {
    name: 'toolgate-rank-tiers',
    configResolved(config) {
      command = config.command;
    },
    resolveId: (id) => (id === virtualId ? resolvedId : undefined),
    async load(id) {
      if (id !== resolvedId) return undefined;
      const encodings: string[] = [];
      for (const encoding of encodingNames) {
        const urls: string[] = [];
        for (const tier of rankTiers) {
          const fileName = `${encoding}.${tier}.bin`;
          if (command === 'build') {
            const reference = this.emitFile({
              type: 'asset',
              name: fileName,
              source: await rankTierFile(encoding, tier),
            });
            urls.push(`${JSON.stringify(tier)}: import.meta.ROLLUP_FILE_URL_${reference}`);
          } else urls.push(`${JSON.stringify(tier)}: ${JSON.stringify(devPrefix + fileName)}`);
        }
        encodings.push(`${JSON.stringify(encoding)}: { ${urls.join(', ')} }`);
      }
      return `export const rankTierUrls = { ${encodings.join(', ')} };\n`;
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const match = /^\/@rank-tiers\/(\w+)\.([\w-]+)\.bin$/.exec(request.url ?? '');
        const encoding = encodingNames.find((name) => name === match?.[1]);
        const tier = rankTiers.find((name) => name === match?.[2]);
        if (!encoding || !tier) return next();
        rankTierFile(encoding, tier).then(
          (file) => {
            response.setHeader('Content-Type', 'application/octet-stream');
            response.end(file);
          },
          (error: unknown) => next(error),
        );
      });
    },
  };
}
