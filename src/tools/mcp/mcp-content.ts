import type { JsonObject } from '../../core/json.ts';
import { isJsonObject } from '../../core/json.ts';
import type { ContentBlock, ContentResult } from '../../core/tool-content.ts';

/** Bounds on what a result may put in the page. */
export interface ContentLimits {
  /** Largest image or audio clip, in decoded bytes. */
  readonly maxMediaBytes: number;
  /** Longest text kept from one block, in characters. */
  readonly maxTextCharacters: number;
  /** Most blocks kept from one result. */
  readonly maxBlocks: number;
}

/** Two megabytes of media, a megabyte of text per block, a hundred blocks. */
export const defaultContentLimits: ContentLimits = {
  maxMediaBytes: 2 * 1024 * 1024,
  maxTextCharacters: 1_000_000,
  maxBlocks: 100,
};

/** How each allowed media type's bytes begin; SVG and other active formats are not allowed. */
const signatures: Readonly<Record<string, (bytes: Uint8Array) => boolean>> = {
  'image/png': (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47,
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/gif': (b) => ascii(b, 0, 4) === 'GIF8',
  'image/webp': (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP',
  'audio/wav': (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WAVE',
  'audio/x-wav': (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WAVE',
  'audio/mpeg': (b) => ascii(b, 0, 3) === 'ID3' || (b[0] === 0xff && ((b[1] ?? 0) & 0xe0) === 0xe0),
  'audio/ogg': (b) => ascii(b, 0, 4) === 'OggS',
  'audio/flac': (b) => ascii(b, 0, 4) === 'fLaC',
  'audio/webm': (b) => b[0] === 0x1a && b[1] === 0x45 && b[2] === 0xdf && b[3] === 0xa3,
  'audio/mp4': (b) => ascii(b, 4, 8) === 'ftyp',
};

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to));
}

const base64Pattern = /^[A-Za-z0-9+/]*={0,2}$/;

/** The first bytes of base64 data, or undefined when it is not base64. */
function leadingBytes(data: string): Uint8Array | undefined {
  if (data.length % 4 !== 0 || !base64Pattern.test(data)) return undefined;
  const text = atob(data.slice(0, 24));
  return Uint8Array.from(text, (character) => character.charCodeAt(0));
}

function decodedBytes(data: string): number {
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  return (data.length / 4) * 3 - padding;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function capText(value: string, limits: ContentLimits): string {
  if (value.length <= limits.maxTextCharacters) return value;
  const cut = value.length - limits.maxTextCharacters;
  return `${value.slice(0, limits.maxTextCharacters)}\n… [${cut.toLocaleString('en-US')} characters left out]`;
}

function mediaBlock(kind: 'image' | 'audio', block: JsonObject, limits: ContentLimits): ContentBlock {
  const mimeType = (text(block.mimeType) ?? '').toLowerCase().split(';')[0]!.trim();
  const data = (text(block.data) ?? '').replace(/\s+/g, '');
  const shown = JSON.stringify(mimeType.slice(0, 60));
  const check = signatures[mimeType];
  if (!check || !mimeType.startsWith(`${kind}/`))
    return { kind: 'omitted', reason: `${kind} of type ${shown}, which the console does not show` };
  const bytes = decodedBytes(data);
  if (bytes > limits.maxMediaBytes) {
    return {
      kind: 'omitted',
      reason: `${kind} ${mimeType} of ${(bytes / 1024 / 1024).toFixed(1)} MB, over the ${(limits.maxMediaBytes / 1024 / 1024).toFixed(0)} MB limit`,
    };
  }
  const head = leadingBytes(data);
  if (!head || head.length === 0)
    return { kind: 'omitted', reason: `${kind} ${mimeType} whose data is not base64` };
  if (!check(head))
    return { kind: 'omitted', reason: `${kind} said to be ${mimeType} whose bytes are not ${mimeType}` };
  return { kind, mimeType, data };
}

function resourceBlock(block: JsonObject, limits: ContentLimits): ContentBlock {
  const resource = isJsonObject(block.resource) ? block.resource : {};
  const uri = text(resource.uri) ?? '(no uri)';
  const mimeType = text(resource.mimeType);
  const base = { kind: 'resource' as const, uri, ...(mimeType ? { mimeType } : {}) };
  const body = text(resource.text);
  if (body !== undefined) return { ...base, text: capText(body, limits) };
  const blob = text(resource.blob) ?? '';
  return { ...base, blobBytes: Math.max(0, Math.floor((blob.length * 3) / 4)) };
}

function blockOf(block: unknown, limits: ContentLimits): ContentBlock {
  if (!isJsonObject(block)) return { kind: 'omitted', reason: 'a content block that is not an object' };
  switch (block.type) {
    case 'text':
      return { kind: 'text', text: capText(text(block.text) ?? '', limits) };
    case 'image':
    case 'audio':
      return mediaBlock(block.type, block, limits);
    case 'resource_link': {
      const description = text(block.description);
      const mimeType = text(block.mimeType);
      return {
        kind: 'resource-link',
        uri: text(block.uri) ?? '(no uri)',
        name: text(block.title) ?? text(block.name) ?? text(block.uri) ?? 'resource',
        ...(mimeType ? { mimeType } : {}),
        ...(description ? { description: capText(description, limits) } : {}),
      };
    }
    case 'resource':
      return resourceBlock(block, limits);
    default:
      return {
        kind: 'omitted',
        reason: `a block of unknown type ${JSON.stringify(String(block.type).slice(0, 40))}`,
      };
  }
}

/**
 * An MCP tool result's content and structured content as checked blocks: images and audio only of allowed
 * types whose bytes match the declared type, within the size cap; texts capped; resource links described, never
 * fetched; embedded binary resources described by size; unknown blocks named and left out.
 */
export function contentFromMcp(
  result: { readonly content?: unknown; readonly structuredContent?: unknown },
  limits: ContentLimits = defaultContentLimits,
): ContentResult {
  const content = Array.isArray(result.content) ? (result.content as unknown[]) : [];
  const blocks = content.slice(0, limits.maxBlocks).map((block) => blockOf(block, limits));
  if (content.length > limits.maxBlocks)
    blocks.push({ kind: 'omitted', reason: `${content.length - limits.maxBlocks} more blocks` });
  const structured = isJsonObject(result.structuredContent)
    ? (JSON.parse(JSON.stringify(result.structuredContent)) as JsonObject)
    : undefined;
  return { kind: 'tool-content', blocks, ...(structured ? { structured } : {}) };
}

/** The text of a result's text blocks, for an error result's message. */
export function textOfContent(result: ContentResult): string {
  return result.blocks
    .flatMap((block) => (block.kind === 'text' ? [block.text] : []))
    .join('\n')
    .trim();
}
