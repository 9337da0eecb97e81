import { Lexer } from 'marked';

/**
 * A text cut into its top-level Markdown blocks (paragraphs, lists, fenced code, quotes, headings), or kept
 * `whole` when a block may reach into another one.
 */
export interface MarkdownBlocks {
  readonly kind: 'blocks' | 'whole';
  readonly text: string;
  /** Where each block starts; a block runs to the next one's start (the blank lines after it are its own). */
  readonly starts: readonly number[];
}

// Blocks before these last ones are closed: what is appended can only extend them or follow them. Two, not one: a
// paragraph `3` after a list becomes the list's next item once `. ` arrives.
const reopened = 2;

/** The starts of the blocks of `text` from `offset` on, or undefined when it holds a reference definition. */
function blockStarts(text: string, offset: number): number[] | undefined {
  const starts: number[] = [];
  let at = offset;
  for (const token of new Lexer({ gfm: false }).lex(text.slice(offset))) {
    // A reference definition (`[1]: https://…`) serves links in any block.
    if (token.type === 'def') return undefined;
    if (token.type !== 'space') starts.push(at);
    at += token.raw.length;
  }
  return starts;
}

/**
 * Cuts `text` into blocks that render alone as they do together, so a text that streams in parses only its last
 * blocks at each change. Given the cut of the text it grew from, only the last blocks of that cut are lexed again
 * (with `marked`'s lexer); a text that did not grow from it is lexed whole. A text with a reference definition is
 * kept whole, and so is every text that grows from it.
 */
export function splitMarkdownBlocks(text: string, previous?: MarkdownBlocks): MarkdownBlocks {
  const grew = previous !== undefined && text.startsWith(previous.text);
  if (grew && previous.kind === 'whole') return { kind: 'whole', text, starts: [0] };
  const kept = grew ? previous.starts.slice(0, Math.max(0, previous.starts.length - reopened)) : [];
  const lexed = blockStarts(text, grew ? (previous.starts[kept.length] ?? 0) : 0);
  if (lexed === undefined) return { kind: 'whole', text, starts: [0] };
  const starts = [...kept, ...lexed];
  // Whatever comes before the first block (blank lines) is its own.
  if (starts.length === 0) starts.push(0);
  else starts[0] = 0;
  return { kind: 'blocks', text, starts };
}

/** The text of each block of `blocks`. */
export function blockTexts(blocks: MarkdownBlocks): readonly string[] {
  return blocks.starts.map((start, index) => blocks.text.slice(start, blocks.starts[index + 1]));
}
