// Serves the app's OAuth Client ID Metadata Document (`oauth-client.json`, beside index.html): an authorization
// server that supports such documents fetches it, and its URL is the client_id, so no registration is needed.
// The document names absolute URLs, so it depends on where the app is served: the development and preview
// servers answer it for the URL each request came to; a build writes it only when TOOLGATE_PUBLIC_URL says where
// the built app will be served (an https URL), and without it the app registers dynamically.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { Plugin } from 'vite';
import { loadEnv } from 'vite';
import {
  clientMetadataDocument,
  clientMetadataDocumentPath,
} from '../src/tools/mcp/mcp-oauth-client-document.ts';

const publicUrlVariable = 'TOOLGATE_PUBLIC_URL';

function firstHeader(value: string | string[] | undefined): string | undefined {
  return (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim() || undefined;
}

/** The URL of the app's folder as the request reached it (through a TLS-terminating proxy, by its headers). */
function appUrlOf(request: IncomingMessage, base: string): string {
  const encrypted = (request.socket as TLSSocket).encrypted === true;
  const protocol = firstHeader(request.headers['x-forwarded-proto']) ?? (encrypted ? 'https' : 'http');
  const host = firstHeader(request.headers['x-forwarded-host']) ?? request.headers.host ?? 'localhost';
  return `${protocol}://${host}${base}`;
}

/** The Vite plugin; `base` must be an absolute path for the document to be served. */
export function oauthClientDocumentPlugin(): Plugin {
  let base = '/';
  let publicUrl: string | undefined;
  const serve = (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    if (request.url?.split('?')[0] !== `${base}${clientMetadataDocumentPath}`) return next();
    response.setHeader('content-type', 'application/json');
    response.setHeader('cache-control', 'no-cache');
    response.end(JSON.stringify(clientMetadataDocument(appUrlOf(request, base)), null, 2));
  };
  return {
    name: 'toolgate-oauth-client-document',
    configResolved(config) {
      base = config.base.startsWith('/') ? config.base : '/';
      const value = loadEnv(config.mode, config.envDir || process.cwd(), 'TOOLGATE_')[publicUrlVariable];
      if (!value) return;
      const url = new URL(value);
      if (url.protocol !== 'https:') {
        throw new Error(`${publicUrlVariable} must be the https URL the app is served at; it is ${value}.`);
      }
      publicUrl = new URL(url.pathname.endsWith('/') ? url.href : `${url.href}/`).href;
    },
    configureServer: (server) => void server.middlewares.use(serve),
    configurePreviewServer: (server) => void server.middlewares.use(serve),
    generateBundle() {
      if (!publicUrl) return;
      this.emitFile({
        type: 'asset',
        fileName: clientMetadataDocumentPath,
        source: `${JSON.stringify(clientMetadataDocument(publicUrl), null, 2)}\n`,
      });
    },
  };
}
