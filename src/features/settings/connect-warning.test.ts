import { describe, expect, it } from 'vitest';
import {
  connectOrigins,
  contentSecurityPolicy,
  isConnectAllowed,
  parseExtraOrigins,
} from '../../providers/connect-policy.ts';
import { connectWarning } from './connect-warning.ts';

const page = 'https://toolgate.example';

describe('the connection policy', () => {
  it('allows the providers, their wildcard hosts and any port on this machine, and nothing else', () => {
    const origins = connectOrigins();
    expect(isConnectAllowed('https://api.openai.com/v1', origins)).toBe(true);
    expect(isConnectAllowed('https://my-team.openai.azure.com/openai', origins)).toBe(true);
    expect(isConnectAllowed('http://localhost:11434', origins)).toBe(true);
    expect(isConnectAllowed('http://127.0.0.1:8000/v1', origins)).toBe(true);
    expect(isConnectAllowed('http://api.openai.com/v1', origins)).toBe(false);
    expect(isConnectAllowed('https://api.openai.com.evil.example/v1', origins)).toBe(false);
    expect(isConnectAllowed('http://gpu-box:8000/v1', origins)).toBe(false);
    expect(
      isConnectAllowed('http://gpu-box:8000/v1', connectOrigins(parseExtraOrigins('http://gpu-box:8000'))),
    ).toBe(true);
  });

  it('refuses a build variable that is not a list of origins, saying which entry', () => {
    expect(parseExtraOrigins(' http://gpu-box:8000, https://*.corp.example ')).toEqual([
      'http://gpu-box:8000',
      'https://*.corp.example',
    ]);
    expect(() => parseExtraOrigins("http://a:1 'unsafe-inline'")).toThrow(
      `"'unsafe-inline'" is not an origin`,
    );
    expect(() => parseExtraOrigins('https://x.example/path; script-src *')).toThrow('is not an origin');
  });

  it('builds a policy with no inline script, no plugins, workers from the page and the allowed origins', () => {
    const policy = contentSecurityPolicy(['http://gpu-box:8000']);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("worker-src 'self'");
    expect(policy).toMatch(
      /connect-src 'self' [^;]*https:\/\/api\.anthropic\.com[^;]* http:\/\/gpu-box:8000(;|$)/,
    );
  });

  it('warns in Settings about a base URL the policy blocks, naming the variable to set', () => {
    const origins = connectOrigins();
    expect(connectWarning('https://api.anthropic.com', origins, page)).toBeUndefined();
    expect(connectWarning(`${page}/proxy/v1`, origins, page)).toBeUndefined();
    expect(connectWarning('not a url', origins, page)).toBeUndefined();
    expect(connectWarning('http://gpu-box:8000/v1', origins, page)).toBe(
      "This build's Content-Security-Policy does not allow connections to http://gpu-box:8000, so the browser " +
        'will block its requests. Build the app with VITE_TOOLGATE_CONNECT_ORIGINS="http://gpu-box:8000" to allow it.',
    );
  });
});
