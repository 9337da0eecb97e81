import { request as httpRequest } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';

/** The app served over https on 127.0.0.1, as it is when deployed. */
export interface TlsProxy {
  /** The https origin, e.g. `https://127.0.0.1:40123`. */
  readonly origin: string;
  /** The self-signed certificate (PEM) the proxy presents, to trust it from Node. */
  readonly certificate: string;
  close(): Promise<void>;
}

/** A self-signed certificate for 127.0.0.1, made for this run only and never written to the repository. */
async function selfSignedCertificate(): Promise<{ key: string; cert: string }> {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    notAfterDate: new Date(Date.now() + 24 * 60 * 60 * 1000),
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  return { key: pems.private, cert: pems.cert };
}

/**
 * Starts a TLS-terminating proxy on 127.0.0.1 (free port) in front of the app's http origin `target`, passing the
 * original host and protocol on in `X-Forwarded-*` headers, as a deployment's proxy does.
 */
export async function startTlsProxy(target: string): Promise<TlsProxy> {
  const { key, cert } = await selfSignedCertificate();
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
