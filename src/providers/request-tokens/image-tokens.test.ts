import { describe, expect, it } from 'vitest';
import {
  anthropicImageTokens,
  base64ImageDimensions,
  geminiImageTokens,
  openAiImageTokens,
} from './image-tokens.ts';

/** The start of a PNG of the given size: signature and header chunk, which is all a size reader needs. */
function pngHeader(width: number, height: number): string {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  bytes.set([8, 6, 0, 0, 0], 24);
  return btoa(String.fromCharCode(...bytes));
}

describe('image tokens', () => {
  it('reads the size from the base64 header, and gives up on what is not an image', () => {
    expect(base64ImageDimensions(pngHeader(2048, 4096))).toEqual({ width: 2048, height: 4096 });
    expect(base64ImageDimensions(btoa('not an image at all'))).toBeUndefined();
    expect(base64ImageDimensions('%%%')).toBeUndefined();
  });

  it("follows OpenAI's published examples for tiles and detail", () => {
    expect(openAiImageTokens({ width: 1024, height: 1024 }, 'gpt-4o')).toBe(765);
    expect(openAiImageTokens({ width: 2048, height: 4096 }, 'gpt-4o', 'high')).toBe(1105);
    expect(openAiImageTokens({ width: 4096, height: 8192 }, 'gpt-4o', 'low')).toBe(85);
    expect(openAiImageTokens({ width: 1024, height: 1024 }, 'gpt-4o-mini')).toBe(2833 + 4 * 5667);
    expect(openAiImageTokens({ width: 1024, height: 1024 }, 'gpt-4.1-mini')).toBe(Math.ceil(1024 * 1.62));
  });

  it("follows Anthropic's width × height / 750 and Gemini's tiles", () => {
    expect(anthropicImageTokens({ width: 1000, height: 1000 })).toBe(1334);
    expect(anthropicImageTokens({ width: 3136, height: 1568 })).toBe(
      anthropicImageTokens({ width: 1568, height: 784 }),
    );
    expect(geminiImageTokens({ width: 384, height: 384 })).toBe(258);
    expect(geminiImageTokens({ width: 1024, height: 768 })).toBe(516);
  });
});
