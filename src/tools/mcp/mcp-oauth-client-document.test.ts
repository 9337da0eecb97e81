import { describe, expect, it } from 'vitest';
import { clientMetadataDocument } from './mcp-oauth-client-document.ts';

describe('clientMetadataDocument', () => {
  it('names its own URL as the client_id and the callback page beside the app, wherever the app is served', () => {
    expect(clientMetadataDocument('https://tools.example/console/')).toEqual({
      client_id: 'https://tools.example/console/oauth-client.json',
      client_name: 'Toolgate',
      client_uri: 'https://tools.example/console/',
      redirect_uris: ['https://tools.example/console/oauth-callback.html'],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    });
  });

  it('takes the folder of a page URL, its query left out', () => {
    const document = clientMetadataDocument('https://tools.example/console/index.html?pace=instant');
    expect(document.client_id).toBe('https://tools.example/console/oauth-client.json');
    expect(document.client_uri).toBe('https://tools.example/console/');
  });
});
