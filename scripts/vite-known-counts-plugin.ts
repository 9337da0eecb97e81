import type { Plugin } from 'vite';
import { knownTokenCounts } from './known-token-counts.ts';

const virtualId = 'virtual:known-token-counts';
const resolvedId = `\0${virtualId}`;

/**
 * The Vite plugin: `import { knownTokenCounts } from 'virtual:known-token-counts'` gives the texts every console
 * counts first (the built-in tools' declarations) with their counts in each encoding, worked out at build time.
 */
export function knownCountsPlugin(): Plugin {
  return {
    name: 'toolgate-known-counts',
    resolveId: (id) => (id === virtualId ? resolvedId : undefined),
    async load(id) {
      if (id !== resolvedId) return undefined;
      return `export const knownTokenCounts = ${JSON.stringify(await knownTokenCounts())};\n`;
    },
  };
}
