import { imageSize } from 'image-size';

/** An image's size in pixels. */
export interface ImageDimensions {
  readonly width: number;
  readonly height: number;
}

/** Base64 characters decoded to find an image's size: its header, and a JPEG's metadata before the frame. */
const headerCharacters = 128 * 1024;

/**
 * The size of a base64 image, read from its header, or undefined when it cannot be read (a truncated or
 * unknown format). Only the start of the data is decoded.
 */
export function base64ImageDimensions(data: string): ImageDimensions | undefined {
  try {
    const prefix = data.slice(0, headerCharacters);
    const usable = prefix.slice(0, prefix.length - (prefix.length % 4)).replace(/=+$/, '');
    const binary = atob(usable.length % 4 === 1 ? usable.slice(0, -1) : usable);
    const bytes = new Uint8Array(binary.length);
    for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
    const { width, height } = imageSize(bytes);
    return width > 0 && height > 0 ? { width, height } : undefined;
  } catch {
    return undefined;
  }
}

/** OpenAI's `detail` for an image: `auto` (what the console sends) is counted as `high`. */
export type ImageDetail = 'low' | 'high' | 'auto';

/** Per-model figures of OpenAI's tile formula. */
interface TileCosts {
  readonly base: number;
  readonly tile: number;
}

const tileCosts = (model: string): TileCosts =>
  /gpt-4o-mini/.test(model) ? { base: 2833, tile: 5667 } : { base: 85, tile: 170 };

/** OpenAI models that count 32-pixel patches instead of tiles, with their multiplier. */
const patchMultiplier = (model: string): number | undefined => {
  if (/gpt-4\.1-mini|gpt-5(?:\.\d+)?-mini/.test(model)) return 1.62;
  if (/gpt-4\.1-nano|gpt-5(?:\.\d+)?-nano/.test(model)) return 2.46;
  if (/o4-mini/.test(model)) return 1.72;
  return undefined;
};

function patchTokens({ width, height }: ImageDimensions, multiplier: number): number {
  const cap = 1536;
  let patches = Math.ceil(width / 32) * Math.ceil(height / 32);
  if (patches > cap) {
    const shrink = Math.sqrt((cap * 32 * 32) / (width * height));
    const scaledWidth = width * shrink;
    const scaledHeight = height * shrink;
    const fit = Math.min(
      Math.floor(scaledWidth / 32) / (scaledWidth / 32),
      Math.floor(scaledHeight / 32) / (scaledHeight / 32),
    );
    patches = Math.ceil((scaledWidth * fit) / 32) * Math.ceil((scaledHeight * fit) / 32);
  }
  return Math.ceil(Math.min(patches, cap) * multiplier);
}

/**
 * OpenAI's published image cost: at `low` detail a flat base; otherwise the image is fit inside 2048×2048,
 * its short side scaled to 768, and each 512-pixel tile costs `tile` on top of the base (gpt-4o: 85 + 170 a
 * tile). The mini and nano models of the 4.1 and 5 lines, and o4-mini, count 32-pixel patches instead.
 */
export function openAiImageTokens(
  size: ImageDimensions,
  model: string,
  detail: ImageDetail = 'auto',
): number {
  const multiplier = patchMultiplier(model);
  if (multiplier !== undefined) return patchTokens(size, multiplier);
  const { base, tile } = tileCosts(model);
  if (detail === 'low') return base;
  let { width, height } = size;
  const fit = Math.min(1, 2048 / Math.max(width, height));
  width *= fit;
  height *= fit;
  const shortSide = Math.min(width, height);
  if (shortSide > 768) {
    width *= 768 / shortSide;
    height *= 768 / shortSide;
  }
  return base + tile * Math.ceil(width / 512) * Math.ceil(height / 512);
}

/**
 * Anthropic's published image cost: width × height / 750, after an image whose long edge passes 1568 pixels
 * is scaled down to it.
 */
export function anthropicImageTokens(size: ImageDimensions): number {
  const shrink = Math.min(1, 1568 / Math.max(size.width, size.height));
  return Math.ceil((size.width * shrink * (size.height * shrink)) / 750);
}

/**
 * Gemini's published image cost: 258 tokens for an image of at most 384 pixels both ways, otherwise 258 for
 * each 768×768 tile it is cut into.
 */
export function geminiImageTokens(size: ImageDimensions): number {
  if (size.width <= 384 && size.height <= 384) return 258;
  return 258 * Math.ceil(size.width / 768) * Math.ceil(size.height / 768);
}

/** What an image of unknown size is assumed to cost: a 1024×1024 image, noted as an approximation. */
export const unknownImageSize: ImageDimensions = { width: 1024, height: 1024 };
