import { toolResponseWording } from '../core/tool-response.ts';
import type { JsonValue } from '../core/json.ts';
import { isJsonObject, jsonEqual } from '../core/json.ts';

/** One argument the operator changed before a call ran; `path` is dotted for nested values. */
export interface ArgumentEdit {
  readonly path: string;
  readonly from: JsonValue | undefined;
  readonly to: JsonValue | undefined;
}

// The sentences core/tool-response.ts appends to a tool result; the demo reads them back as a model would.
const modifiedPrefix = toolResponseWording.modified;
const feedbackPrefix = toolResponseWording.feedback;

/** A tool result split into the tool's own output and the operator's note about it. */
export interface ReadResult {
  readonly body: string;
  readonly edits: readonly ArgumentEdit[];
  readonly feedback?: string;
}

/** Index just past the JSON value (or `(absent)`) starting at `at`, or -1 when there is none. */
function endOfValue(text: string, at: number): number {
  if (text.startsWith('(absent)', at)) return at + '(absent)'.length;
  const first = text[at];
  if (first === '"' || first === '{' || first === '[') {
    let depth = 0;
    let inString = false;
    for (let index = at; index < text.length; index += 1) {
      const char = text[index];
      if (inString) {
        if (char === '\\') index += 1;
        else if (char === '"') inString = false;
        if (!inString && depth === 0) return index + 1;
        continue;
      }
      if (char === '"') inString = true;
      else if (char === '{' || char === '[') depth += 1;
      else if (char === '}' || char === ']') {
        depth -= 1;
        if (depth === 0) return index + 1;
      }
    }
    return -1;
  }
  const literal = /^(-?\d+(\.\d+)?([eE][+-]?\d+)?|true|false|null)/.exec(text.slice(at));
  return literal ? at + literal[0].length : -1;
}

function valueOf(text: string): JsonValue | undefined {
  return text === '(absent)' ? undefined : (JSON.parse(text) as JsonValue);
}

/** The changes a "modified the arguments" line lists (`key: old → new; …`), or none when it cannot be read. */
export function parseModifiedLine(line: string): readonly {
  readonly key: string;
  readonly from: JsonValue | undefined;
  readonly to: JsonValue | undefined;
}[] {
  const changes: { key: string; from: JsonValue | undefined; to: JsonValue | undefined }[] = [];
  let at = 0;
  while (at < line.length) {
    const colon = line.indexOf(': ', at);
    if (colon < 0) break;
    const key = line.slice(at, colon);
    const fromEnd = endOfValue(line, colon + 2);
    if (fromEnd < 0 || !line.startsWith(' → ', fromEnd)) break;
    const toEnd = endOfValue(line, fromEnd + 3);
    if (toEnd < 0) break;
    changes.push({
      key,
      from: valueOf(line.slice(colon + 2, fromEnd)),
      to: valueOf(line.slice(fromEnd + 3, toEnd)),
    });
    at = line.startsWith('; ', toEnd) ? toEnd + 2 : line.length;
  }
  return changes;
}

/** Every leaf that differs between two values, so an edit inside `values` reads as `values.refund_amount`. */
export function leafEdits(
  path: string,
  from: JsonValue | undefined,
  to: JsonValue | undefined,
): readonly ArgumentEdit[] {
  if (isJsonObject(from) && isJsonObject(to)) {
    const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])];
    return keys.flatMap((key) => leafEdits(`${path}.${key}`, from[key], to[key]));
  }
  return jsonEqual(from, to) ? [] : [{ path, from, to }];
}

/** Splits the operator's note off a tool result and reads which arguments changed and any feedback. */
export function readResult(content: string): ReadResult {
  const modifiedAt = content.lastIndexOf(`\n\n${modifiedPrefix}`);
  const feedbackAt = content.lastIndexOf(`\n\n${feedbackPrefix}`);
  const noteAt = modifiedAt >= 0 ? modifiedAt : feedbackAt;
  if (noteAt < 0) return { body: content, edits: [] };
  const note = content.slice(noteAt + 2);
  const feedbackIndex = note.indexOf(feedbackPrefix);
  const feedback = feedbackIndex >= 0 ? note.slice(feedbackIndex + feedbackPrefix.length).trim() : undefined;
  let edits: readonly ArgumentEdit[] = [];
  if (note.startsWith(modifiedPrefix)) {
    const lineEnd = note.indexOf('\n');
    const line = note.slice(modifiedPrefix.length, lineEnd < 0 ? undefined : lineEnd).replace(/\.$/, '');
    try {
      edits = parseModifiedLine(line).flatMap((change) => leafEdits(change.key, change.from, change.to));
    } catch {
      edits = [];
    }
  }
  return { body: content.slice(0, noteAt), edits, ...(feedback ? { feedback } : {}) };
}
