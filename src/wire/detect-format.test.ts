import { describe, expect, it } from 'vitest';
import { detectFormat } from './detect-format.ts';
import { loadWireFixtures } from './testing/load-wire-fixtures.ts';

describe('detectFormat', () => {
  it.each(loadWireFixtures().map((fixture) => [fixture.name, fixture] as const))(
    'recognises %s',
    (_name, fixture) => {
      expect(detectFormat(new TextDecoder().decode(fixture.bytes))).toBe(fixture.format);
    },
  );

  it('skips payloads that name no format, such as comments, pings and [DONE]', () => {
    const text =
      ': keep-alive\n\ndata: [DONE]\n\ndata: {"error":{"message":"x"}}\n\ndata: {"choices":[]}\n\n';
    expect(detectFormat(text)).toBe('openai-chat');
  });

  it('recognises a format from event names when the payload has no type', () => {
    expect(detectFormat('event: message_start\ndata: {"message":{}}\n\n')).toBe('anthropic-messages');
  });

  it('returns undefined for anything it cannot recognise', () => {
    expect(detectFormat('')).toBeUndefined();
    expect(detectFormat('hello world')).toBeUndefined();
    expect(detectFormat('data: not json\n\n')).toBeUndefined();
    expect(detectFormat('{"unrelated":true}\n')).toBeUndefined();
    expect(detectFormat('data: {"type":"lowercase_unknown"}\n\n')).toBeUndefined();
  });
});
