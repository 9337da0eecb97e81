import type { Plugin } from 'vite';
import { loadEnv } from 'vite';
import {
  contentSecurityPolicy,
  extraOriginsVariable,
  parseExtraOrigins,
} from '../src/providers/connect-policy.ts';

/**
 * Puts the Content-Security-Policy into the built index.html right after its charset, before any script. Only the
 * build gets it: the development server injects inline scripts (the React refresh preamble) that it would block.
 */
export function contentSecurityPolicyPlugin(): Plugin {
  let policy = '';
  return {
    name: 'toolgate-content-security-policy',
    apply: 'build',
    configResolved(config) {
      const env = loadEnv(config.mode, config.envDir || process.cwd(), 'VITE_');
      policy = contentSecurityPolicy(parseExtraOrigins(env[extraOriginsVariable]));
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        // Right after the charset, which must stay within the first kilobyte, and before every script and style.
        const charset = /<meta charset="[^"]*"\s*\/?>/i;
        if (!charset.test(html))
          throw new Error('index.html needs a <meta charset> to put the policy after.');
        const escaped = policy.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
        return html.replace(
          charset,
          (tag) => `${tag}\n    <meta http-equiv="Content-Security-Policy" content="${escaped}" />`,
        );
      },
    },
  };
}
