import type { JsonObject } from '../core/json.ts';

/** One call the demo model makes: a tool name and its arguments. */
export interface DemoCall {
  readonly name: string;
  readonly args: JsonObject;
}

/** What the demo model says in one turn, before it is encoded in a provider's wire format. */
export interface DemoTurn {
  /** Thinking shown as reasoning, for the formats that carry it. */
  readonly reasoning?: string;
  readonly text: string;
  readonly calls: readonly DemoCall[];
}

/** What an encoder needs besides the turn: ids for the wire, the time, and token counts for the usage report. */
export interface DemoEnvelope {
  /** Returns the next pseudo-random lowercase alphanumeric string of the given length. */
  readonly randomText: (length: number) => string;
  /** Seconds since the epoch, for `created` fields. */
  readonly createdAt: number;
  readonly inputTokens: number;
  readonly outputTokens: number;
}

/**
 * Splits answer text the way a model streams it: a few words per delta, spaces kept at the start of the next
 * piece. Joining the pieces gives the text back exactly.
 */
export function splitText(text: string, wordsPerPiece = 3): readonly string[] {
  const words = text.match(/\s*\S+/g) ?? [];
  const pieces: string[] = [];
  for (let index = 0; index < words.length; index += wordsPerPiece) {
    pieces.push(words.slice(index, index + wordsPerPiece).join(''));
  }
  const trailing = /\s+$/.exec(text)?.[0];
  if (trailing && pieces.length > 0) pieces[pieces.length - 1] += trailing;
  return pieces.length > 0 ? pieces : text ? [text] : [];
}

/**
 * Splits argument JSON into fragments of varying length, as providers stream tool input: cut anywhere, even
 * inside a string or a number. Joining the fragments gives the JSON back exactly.
 */
export function splitArguments(json: string, randomText: (length: number) => string): readonly string[] {
  const fragments: string[] = [];
  let at = 0;
  while (at < json.length) {
    // Lengths of 4 to 19 characters, drawn from the envelope's generator so a turn streams the same way twice.
    const size = 4 + (parseInt(randomText(1), 36) % 16);
    fragments.push(json.slice(at, at + size));
    at += size;
  }
  return fragments;
}

/** A rough token count (four characters a token), for the usage each format reports. */
export function estimateTokens(text: string): number {
  return Math.max(1, Math.ceil(text.length / 4));
}

/** Whether the turn ends in tool calls, which each format reports in its own words. */
export function endsWithCalls(turn: DemoTurn): boolean {
  return turn.calls.length > 0;
}

/**
 * A generator of pseudo-random lowercase alphanumerics seeded from a string (FNV-1a, then xorshift), so the ids
 * of a turn depend only on the request that produced it.
 */
export function seededText(seed: string): (length: number) => string {
  let state = 0x811c9dc5;
  for (let index = 0; index < seed.length; index += 1) {
    state ^= seed.charCodeAt(index);
    state = Math.imul(state, 0x01000193) >>> 0;
  }
  state ||= 1;
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return (length) => {
    let text = '';
    for (let index = 0; index < length; index += 1) {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      state >>>= 0;
      text += alphabet[state % alphabet.length];
    }
    return text;
  };
}
