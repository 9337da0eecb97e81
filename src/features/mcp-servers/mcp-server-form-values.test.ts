import { describe, expect, it } from 'vitest';
import {
  toServerInput,
  validateHeaderName,
  validateHeaderValue,
  validateServerUrl,
} from './mcp-server-form-values.ts';

describe('server form values', () => {
  it('accepts http(s) endpoints only, and no credentials in the URL', () => {
    expect(validateServerUrl('http://127.0.0.1:3001/mcp')).toBe(true);
    expect(validateServerUrl('ftp://x/mcp')).toMatch(/http/);
    expect(validateServerUrl('https://user:pw@x/mcp')).toMatch(/header/);
    expect(validateServerUrl('not a url')).toMatch(/not a URL/);
  });

  it('refuses header names the connection sets itself, and values on several lines', () => {
    expect(validateHeaderName('Authorization')).toBe(true);
    expect(validateHeaderName('Mcp-Session-Id')).toMatch(/set by the connection/);
    expect(validateHeaderName('Bad Name')).toMatch(/letters/);
    expect(validateHeaderValue('Bearer a\r\nX-Evil: 1')).toMatch(/one line/);
  });

  it('names a server after its host when no name is given, and bounds the timeout', () => {
    const input = toServerInput(
      {
        name: ' ',
        url: 'http://127.0.0.1:3001/mcp',
        trusted: false,
        timeoutSeconds: 99999,
        headers: [
          { name: 'Authorization', value: 'Bearer t ' },
          { name: '', value: 'x' },
        ],
        rememberHeaders: false,
      },
      undefined,
    );
    expect(input).toMatchObject({
      name: '127.0.0.1:3001',
      timeoutSeconds: 3600,
      headers: { Authorization: 'Bearer t' },
    });
  });
});
