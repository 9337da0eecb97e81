import type { JsonObject, JsonValue } from './json.ts';
import { isJsonObject } from './json.ts';

/**
 * One block of a tool's content result, already checked: text, an image or audio clip (base64 of an allowed
 * type within the size cap), a link to a resource (shown, never fetched), an embedded resource, or a block that
 * was left out and why.
 */
export type ContentBlock =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'image' | 'audio'; readonly mimeType: string; readonly data: string }
  | {
      readonly kind: 'resource-link';
      readonly uri: string;
      readonly name: string;
      readonly mimeType?: string;
      readonly description?: string;
    }
  | {
      readonly kind: 'resource';
      readonly uri: string;
      readonly mimeType?: string;
      /** The resource's text, when it is text. */
      readonly text?: string;
      /** Size in bytes of a binary resource, which is described but not kept. */
      readonly blobBytes?: number;
    }
  | { readonly kind: 'omitted'; readonly reason: string };

/** A result made of content blocks and optional structured content, as MCP tools return. */
export interface ContentResult {
  readonly kind: 'tool-content';
  readonly blocks: readonly ContentBlock[];
  readonly structured?: JsonObject;
}

/** Longest text the model is sent for one result; the operator still sees all of it. */
export const maxResultCharacters = 24_000;

const blockKinds = new Set(['text', 'image', 'audio', 'resource-link', 'resource', 'omitted']);

/** True when a stored result is a {@link ContentResult}. */
export function isContentResult(value: JsonValue | undefined): value is JsonObject & ContentResult {
  if (!isJsonObject(value) || value.kind !== 'tool-content' || !Array.isArray(value.blocks)) return false;
  const blocks = value.blocks as readonly JsonValue[];
  return blocks.every((block) => isJsonObject(block) && blockKinds.has(String(block.kind)));
}

/** A content result as the JSON value a call keeps. */
export function contentResultValue(result: ContentResult): JsonValue {
  return result as unknown as JsonValue;
}

function sizeOfBase64(data: string): string {
  const bytes = Math.floor((data.length * 3) / 4);
  return bytes < 1024 ? `${bytes} bytes` : `${(bytes / 1024).toFixed(1)} KB`;
}

function blockText(block: ContentBlock): string {
  switch (block.kind) {
    case 'text':
      return block.text;
    case 'image':
    case 'audio':
      return `[${block.kind} ${block.mimeType}, ${sizeOfBase64(block.data)}, shown to the operator]`;
    case 'resource-link':
      return `[resource link: ${block.name} <${block.uri}>${block.mimeType ? ` (${block.mimeType})` : ''}]`;
    case 'resource':
      return block.text !== undefined
        ? `[resource ${block.uri}${block.mimeType ? ` (${block.mimeType})` : ''}]\n${block.text}`
        : `[resource ${block.uri} (${block.mimeType ?? 'binary'}, ${block.blobBytes ?? 0} bytes)]`;
    case 'omitted':
      return `[left out: ${block.reason}]`;
  }
}

/**
 * Cuts a text longer than `max` in the middle, keeping its start and end with a marker of what was cut, so the
 * model knows the result is longer than what it reads.
 */
export function cutForModel(text: string, max = maxResultCharacters): string {
  if (text.length <= max) return text;
  const head = text.slice(0, Math.ceil(max * 0.75));
  const tail = text.slice(text.length - Math.floor(max * 0.25));
  const cut = text.length - head.length - tail.length;
  return `${head}\n… [${cut.toLocaleString('en-US')} characters cut; the operator sees the whole result] …\n${tail}`;
}

/**
 * What the model reads of a result: a content result's text blocks, its structured content as JSON and a
 * one-line description of every other block, cut to {@link maxResultCharacters}; any other value as it is (JSON
 * unless a string), since built-in tools bound their own results.
 */
export function resultText(result: JsonValue): string {
  if (!isContentResult(result)) return typeof result === 'string' ? result : JSON.stringify(result);
  const pieces = result.blocks.map(blockText);
  if (result.structured !== undefined)
    pieces.push(`Structured content: ${JSON.stringify(result.structured)}`);
  return cutForModel(pieces.join('\n\n'));
}
