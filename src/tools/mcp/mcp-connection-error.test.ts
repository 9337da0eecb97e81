import { describe, expect, it } from 'vitest';
import { describeFailure } from './mcp-connection-error.ts';

const base = {
  url: 'http://127.0.0.1:9/mcp',
  origin: 'http://127.0.0.1:4317',
  error: new TypeError('Failed to fetch'),
};

describe('describeFailure', () => {
  it('tells a server that does not answer from one that answers without CORS', () => {
    expect(describeFailure({ ...base, networkError: true, answersOpaqueRequests: false }).kind).toBe(
      'unreachable',
    );
    const cors = describeFailure({ ...base, networkError: true, answersOpaqueRequests: true }, ['X-Team']);
    expect(cors.kind).toBe('cors');
    expect(cors.message).toContain('Access-Control-Allow-Origin: http://127.0.0.1:4317');
    expect(cors.message).toContain('Mcp-Session-Id');
    expect(cors.message).toContain(
      'Access-Control-Expose-Headers: Mcp-Session-Id, Mcp-Protocol-Version, WWW-Authenticate',
    );
    expect(cors.message).toContain('X-Team');
  });

  it('says what a 401 asked for, or that it could not be read', () => {
    const asked = describeFailure({
      ...base,
      networkError: false,
      response: {
        status: 401,
        contentType: 'application/json',
        wwwAuthenticate: 'Bearer realm="files", error="invalid_token"',
      },
    });
    expect(asked.kind).toBe('unauthorized');
    expect(asked.message).toContain('WWW-Authenticate: Bearer realm="files", error="invalid_token"');
    const hidden = describeFailure({
      ...base,
      networkError: false,
      response: { status: 401, contentType: '' },
    });
    expect(hidden.message).toContain('Access-Control-Expose-Headers');
  });

  it('calls a page that is not an MCP endpoint by that name', () => {
    const html = describeFailure({
      ...base,
      networkError: false,
      response: { status: 200, contentType: 'text/html' },
    });
    expect(html.kind).toBe('not-mcp');
    expect(
      describeFailure({ ...base, networkError: false, response: { status: 404, contentType: 'text/plain' } })
        .kind,
    ).toBe('not-mcp');
  });

  it('explains a session id hidden from the page', () => {
    const failure = describeFailure({
      ...base,
      networkError: false,
      sessionIdHidden: true,
      response: { status: 400, contentType: 'application/json' },
    });
    expect(failure.kind).toBe('session');
    expect(failure.message).toContain('Mcp-Session-Id');
  });

  it('names a timeout in seconds', () => {
    expect(describeFailure({ ...base, networkError: false, timeoutMs: 5000 }).message).toContain(
      'within 5 s',
    );
  });
});
