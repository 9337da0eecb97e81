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

  it('recognises a format from the start of a first event larger than the head it reads', () => {
    const big = 'x'.repeat(600 * 1024);
    const anthropic = `event: message_start\ndata: {"type":"message_start","message":{"content":[{"type":"text","text":"${big}"}]}}\n\n`;
    expect(detectFormat(anthropic)).toBe('anthropic-messages');
    const gemini = `data: {"candidates":[{"content":{"parts":[{"text":"${big}"}]}}]}\r\n\r\n`;
    expect(detectFormat(gemini)).toBe('gemini-generateContent-sse');
    const chat = `data: {"id":"c","object":"chat.completion.chunk","choices":[{"delta":{"content":"${big}"}}]}\n\n`;
    expect(detectFormat(chat)).toBe('openai-chat');
    const ollama = `{"model":"m","message":{"role":"assistant","content":"${big}"},"done":false}\n`;
    expect(detectFormat(ollama)).toBe('ollama-api-chat');
    expect(detectFormat(`data: {"unrelated":"${big}"}\n\n`)).toBeUndefined();
  });
});
