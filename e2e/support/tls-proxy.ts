import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The app served over https on 127.0.0.1, as it is when deployed. */
export interface TlsProxy {
  /** The https origin, e.g. `https://127.0.0.1:40123`. */
  readonly origin: string;
  /** The self-signed certificate (PEM) the proxy presents, to trust it from Node. */
  readonly certificate: string;
  close(): Promise<void>;
}

/** A self-signed certificate for 127.0.0.1, made by openssl for this run only and never written to the repository. */
function selfSignedCertificate(): { key: string; cert: string } {
  const folder = mkdtempSync(join(tmpdir(), 'toolgate-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(folder, 'key.pem'),
        '-out',
        join(folder, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return {
      key: readFileSync(join(folder, 'key.pem'), 'utf8'),
      cert: readFileSync(join(folder, 'cert.pem'), 'utf8'),
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Starts a TLS-terminating proxy on 127.0.0.1 (free port) in front of the app's http origin `target`, passing the
 * original host and protocol on in `X-Forwarded-*` headers, as a deployment's proxy does.
 */
export async function startTlsProxy(target: string): Promise<TlsProxy> {
  const { key, cert } = selfSignedCertificate();
  const upstream = new URL(target);
  const server = createServer({ key, cert }, (incoming, outgoing) => {
    const forwarded = httpRequest(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        path: incoming.url,
        method: incoming.method,
        headers: {
          ...incoming.headers,
          host: upstream.host,
          'x-forwarded-proto': 'https',
          'x-forwarded-host': incoming.headers.host ?? '',
        },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    certificate: cert,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
