import { describe, expect, it } from 'vitest';
import { toAgentInput, validateAgentUrl, validateHeaderName } from './agent-form-values.ts';

describe('agent form values', () => {
  it('refuses what cannot be a run endpoint, with what to write instead', () => {
    expect(validateAgentUrl('')).toMatch(/Enter the URL/);
    expect(validateAgentUrl('localhost:8787')).toMatch(/Use an http/);
    expect(validateAgentUrl('not a url')).toMatch(/Not a URL/);
    expect(validateAgentUrl('http://127.0.0.1:8787/agent')).toBe(true);
    expect(validateHeaderName('Authorization')).toBe(true);
    expect(validateHeaderName('Bad Header')).toMatch(/letters, digits/);
  });

  it('names the agent after its host when no name is given and drops empty header rows', () => {
    expect(
      toAgentInput({
        url: ' http://127.0.0.1:8787/agent ',
        name: '',
        headers: [
          { name: 'Authorization', value: 'Bearer abc' },
          { name: '', value: 'orphan' },
        ],
        rememberHeaders: false,
      }),
    ).toEqual({
      url: 'http://127.0.0.1:8787/agent',
      name: '127.0.0.1:8787',
      headers: { Authorization: 'Bearer abc' },
      rememberHeaders: false,
    });
  });
});
