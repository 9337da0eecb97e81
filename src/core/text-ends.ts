/**
 * The two ends of a text that only grows (an answer or arguments still streaming), kept from its deltas alone.
 * Reading a long JavaScript string that was built by appending (slicing it, cloning it) copies all of it, so a
 * view that read a 100 MB answer at every frame would copy 100 MB at every frame; the ends cost only the delta.
 */
export interface TextEnds {
  /** Characters of the whole text. */
  readonly characters: number;
  /** Its first characters, up to the `keep` it was extended with. */
  readonly head: string;
  /** Its last characters: at least `keep` of them once the text is that long, at most twice as many. */
  readonly tail: string;
}

/** The ends of an empty text. */
export const emptyTextEnds: TextEnds = { characters: 0, head: '', tail: '' };

/** The ends after `delta` was appended, keeping `keep` characters at each end. */
export function extendTextEnds(ends: TextEnds, delta: string, keep: number): TextEnds {
  if (delta === '') return ends;
  const head = ends.head.length < keep ? ends.head + delta.slice(0, keep - ends.head.length) : ends.head;
  // The tail may grow to twice `keep` before it is cut, so cutting costs nothing per character on average.
  const grown = ends.tail + delta.slice(-2 * keep);
  const tail = grown.length > 2 * keep ? grown.slice(-keep) : grown;
  return { characters: ends.characters + delta.length, head, tail };
}

const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;
const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/** The first `count` characters of the text, never ending in half of a surrogate pair. */
export function firstCharacters(ends: TextEnds, count: number): string {
  const head = ends.head.slice(0, count);
  return isHighSurrogate(head.charCodeAt(head.length - 1)) ? head.slice(0, -1) : head;
}

/** The last `count` characters of the text, never starting with half of a surrogate pair. */
export function lastCharacters(ends: TextEnds, count: number): string {
  const tail = count >= ends.characters ? ends.tail : ends.tail.slice(-count);
  return isLowSurrogate(tail.charCodeAt(0)) && tail.length < ends.characters ? tail.slice(1) : tail;
}

/** The whole text, when the ends hold all of it. */
export function wholeText(ends: TextEnds): string | undefined {
  if (ends.head.length === ends.characters) return ends.head;
  if (ends.tail.length === ends.characters) return ends.tail;
  return undefined;
}
