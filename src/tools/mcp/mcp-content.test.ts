import { describe, expect, it } from 'vitest';
import { resultText } from '../../core/tool-content.ts';
import { contentFromMcp } from './mcp-content.ts';

// A 1×1 PNG.
const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const wav = btoa('RIFF\x24\x00\x00\x00WAVEfmt \x10\x00\x00\x00');

describe('contentFromMcp', () => {
  it('keeps text, a real PNG and a real WAV clip', () => {
    const result = contentFromMcp({
      content: [
        { type: 'text', text: 'hello' },
        { type: 'image', mimeType: 'image/png', data: png },
        { type: 'audio', mimeType: 'audio/wav', data: wav },
      ],
    });
    expect(result.blocks.map((block) => block.kind)).toEqual(['text', 'image', 'audio']);
  });

  it('leaves out an SVG, whatever it holds', () => {
    const svg = btoa('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    const [block] = contentFromMcp({
      content: [{ type: 'image', mimeType: 'image/svg+xml', data: svg }],
    }).blocks;
    expect(block).toEqual({
      kind: 'omitted',
      reason: 'image of type "image/svg+xml", which the console does not show',
    });
  });

  it('leaves out media whose bytes are not the declared type', () => {
    const html = btoa('<html><script>alert(1)</script></html>');
    const [image, audio] = contentFromMcp({
      content: [
        { type: 'image', mimeType: 'image/png', data: html },
        { type: 'audio', mimeType: 'audio/wav', data: png },
      ],
    }).blocks;
    expect(image).toMatchObject({
      kind: 'omitted',
      reason: expect.stringContaining('bytes are not image/png'),
    });
    expect(audio).toMatchObject({
      kind: 'omitted',
      reason: expect.stringContaining('bytes are not audio/wav'),
    });
  });

  it('leaves out data that is not base64, and media over the size cap', () => {
    const [broken, huge] = contentFromMcp(
      {
        content: [
          { type: 'image', mimeType: 'image/png', data: 'not base64!' },
          { type: 'image', mimeType: 'image/png', data: png.padEnd(4 * 1000, 'A') },
        ],
      },
      { maxMediaBytes: 1000, maxTextCharacters: 100, maxBlocks: 10 },
    ).blocks;
    expect(broken).toMatchObject({ kind: 'omitted', reason: expect.stringContaining('not base64') });
    expect(huge).toMatchObject({ kind: 'omitted', reason: expect.stringContaining('over the') });
  });

  it('describes resource links and binary resources without fetching or keeping them', () => {
    const result = contentFromMcp({
      content: [
        { type: 'resource_link', uri: 'javascript:alert(1)', name: '<b>x</b>' },
        {
          type: 'resource',
          resource: { uri: 'file:///a.bin', mimeType: 'application/octet-stream', blob: 'AAAA' },
        },
        { type: 'resource', resource: { uri: 'file:///a.txt', text: 'inside' } },
      ],
    });
    expect(result.blocks).toEqual([
      { kind: 'resource-link', uri: 'javascript:alert(1)', name: '<b>x</b>' },
      { kind: 'resource', uri: 'file:///a.bin', mimeType: 'application/octet-stream', blobBytes: 3 },
      { kind: 'resource', uri: 'file:///a.txt', text: 'inside' },
    ]);
  });

  it('names unknown and malformed blocks instead of dropping them silently', () => {
    const result = contentFromMcp({ content: [{ type: 'hologram' }, 42, null] });
    expect(result.blocks.map((block) => block.kind)).toEqual(['omitted', 'omitted', 'omitted']);
  });

  it('caps the number of blocks and the length of a text', () => {
    const result = contentFromMcp(
      { content: Array.from({ length: 5 }, () => ({ type: 'text', text: 'abcdefghij' })) },
      { maxMediaBytes: 10, maxTextCharacters: 4, maxBlocks: 3 },
    );
    expect(result.blocks).toHaveLength(4);
    expect(result.blocks[0]).toEqual({ kind: 'text', text: 'abcd\n… [6 characters left out]' });
    expect(result.blocks[3]).toEqual({ kind: 'omitted', reason: '2 more blocks' });
  });
});

describe('resultText of a content result', () => {
  it('gives the model text and structured content, and only a description of media', () => {
    const text = resultText(
      contentFromMcp({
        content: [
          { type: 'text', text: 'Sum is 5' },
          { type: 'image', mimeType: 'image/png', data: png },
        ],
        structuredContent: { sum: 5 },
      }) as never,
    );
    expect(text).toContain('Sum is 5');
    expect(text).toContain('Structured content: {"sum":5}');
    expect(text).toMatch(/\[image image\/png, \d+ bytes, shown to the operator\]/);
    expect(text).not.toContain(png);
  });

  it('cuts a huge result in the middle and says how much was cut', () => {
    const huge = `START${'x'.repeat(100_000)}END`;
    const text = resultText(contentFromMcp({ content: [{ type: 'text', text: huge }] }) as never);
    expect(text.length).toBeLessThan(25_000);
    expect(text.startsWith('START')).toBe(true);
    expect(text.endsWith('END')).toBe(true);
    expect(text).toMatch(/\[[\d,]+ characters cut; the operator sees the whole result\]/);
  });
});
