import { describe, expect, it } from 'vitest';
import type { MarkdownBlocks } from './markdown-blocks.ts';
import { blockTexts, splitMarkdownBlocks } from './markdown-blocks.ts';

/** An answer as models write them: headings, paragraphs, loose and tight lists, fenced code with blank lines. */
const answer = [
  '\n\nI looked at the **three refunds** you asked about.\n\n',
  'Summary\n=======\n\n',
  '1. Order 4182: refunded in full.\n\n2. Order 4183: partly,\n   since one item shipped.\n\n3. Order 4184: declined.\n\n',
  '- first tight item\n- second tight item\n\n',
  '> The policy says refunds over $100\n> need a second approval.\n\n',
  '```ts\nconst refund = 100;\n\n\nawait updateRecord({ id: 4182 });\n```\n\n',
  '    indented code\n    more of it\n\n',
  'A closing paragraph with `inline code` and a [link](https://example.com).\n',
].join('');

/** Cuts `text` as it streams in `size`-character deltas, each cut made from the one before. */
function streamed(text: string, size: number): MarkdownBlocks {
  let blocks: MarkdownBlocks | undefined;
  for (let end = Math.min(size, text.length); ; end = Math.min(end + size, text.length)) {
    blocks = splitMarkdownBlocks(text.slice(0, end), blocks);
    if (end === text.length) return blocks;
  }
}

describe('splitMarkdownBlocks', () => {
  it('cuts a text into blocks that join back into it, a list or a fence with blank lines staying one block', () => {
    const blocks = splitMarkdownBlocks(answer);
    expect(blocks.kind).toBe('blocks');
    expect(blockTexts(blocks).join('')).toBe(answer);
    const texts = blockTexts(blocks).map((block) => block.trim());
    expect(texts[0]).toBe('I looked at the **three refunds** you asked about.');
    expect(texts).toContain(
      '1. Order 4182: refunded in full.\n\n2. Order 4183: partly,\n   since one item shipped.\n\n3. Order 4184: declined.',
    );
    expect(texts).toContain('```ts\nconst refund = 100;\n\n\nawait updateRecord({ id: 4182 });\n```');
    expect(texts).toHaveLength(8);
  });

  it('cuts a streamed text as it cuts the whole, whatever the size of its deltas', () => {
    const whole = splitMarkdownBlocks(answer);
    for (const size of [1, 2, 3, 5, 7, 13, 40, 200])
      expect(streamed(answer, size).starts, `deltas of ${size}`).toEqual(whole.starts);
  });

  it('keeps a fence that is not closed yet as one block to the end, and cuts it once it closes', () => {
    const open = splitMarkdownBlocks('Intro\n\n```\nline one\n\n\nline two');
    expect(blockTexts(open)).toEqual(['Intro\n\n', '```\nline one\n\n\nline two']);
    const closed = splitMarkdownBlocks('Intro\n\n```\nline one\n\n\nline two\n```\n\nAfter', open);
    expect(blockTexts(closed)).toEqual(['Intro\n\n', '```\nline one\n\n\nline two\n```\n\n', 'After']);
  });

  it('joins a paragraph that turns into the next item of the list before it', () => {
    const before = splitMarkdownBlocks('1. one\n\n2. two\n\n3');
    expect(before.starts).toHaveLength(2);
    const after = splitMarkdownBlocks('1. one\n\n2. two\n\n3. three', before);
    expect(blockTexts(after)).toEqual(['1. one\n\n2. two\n\n3. three']);
  });

  it('keeps a text with a reference definition whole, and every text grown from it', () => {
    const first = splitMarkdownBlocks('See [the policy][1].\n\n[1]: https://example.com/policy\n\nMore');
    expect(first).toEqual({ kind: 'whole', text: first.text, starts: [0] });
    const grown = splitMarkdownBlocks(`${first.text} text.\n\nAnd a paragraph.`, first);
    expect(grown.kind).toBe('whole');
    expect(grown.starts).toEqual([0]);
  });

  it('cuts a text that did not grow from the previous cut afresh', () => {
    const previous = splitMarkdownBlocks('One.\n\nTwo.\n\nThree.');
    const edited = splitMarkdownBlocks('Uno.\n\nTwo.', previous);
    expect(blockTexts(edited)).toEqual(['Uno.\n\n', 'Two.']);
  });

  it('gives an empty text or blank lines one block', () => {
    expect(splitMarkdownBlocks('').starts).toEqual([0]);
    expect(blockTexts(splitMarkdownBlocks('\n\n  \n'))).toEqual(['\n\n  \n']);
  });
});
