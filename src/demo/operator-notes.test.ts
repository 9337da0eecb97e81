import { describe, expect, it } from 'vitest';
import { leafEdits, parseModifiedLine, readResult } from './operator-notes.ts';

describe('operator notes', () => {
  it('reads changes whose values hold separators, arrows and quotes', () => {
    const line =
      'body: "a; b → c. \\"d\\"" → "short"; values: {"x":[1,2],"y":"; →"} → {"x":[1,3],"y":"; →"}; limit: (absent) → 5';
    expect(parseModifiedLine(line)).toEqual([
      { key: 'body', from: 'a; b → c. "d"', to: 'short' },
      { key: 'values', from: { x: [1, 2], y: '; →' }, to: { x: [1, 3], y: '; →' } },
      { key: 'limit', from: undefined, to: 5 },
    ]);
  });

  it('names nested changes by their dotted path', () => {
    expect(leafEdits('values', { a: 1, b: { c: 2 } }, { a: 1, b: { c: 3 }, d: true })).toEqual([
      { path: 'values.b.c', from: 2, to: 3 },
      { path: 'values.d', from: undefined, to: true },
    ]);
  });

  it('splits the note and the feedback off the result', () => {
    const content =
      '{"sent":true}\n\nThe operator modified the arguments before running this call: subject: "Old" → "New".\nOperator feedback: Shorter, please.\nThanks.';
    expect(readResult(content)).toEqual({
      body: '{"sent":true}',
      edits: [{ path: 'subject', from: 'Old', to: 'New' }],
      feedback: 'Shorter, please.\nThanks.',
    });
    expect(readResult('{"a":1}\n\nOperator feedback: ok')).toEqual({
      body: '{"a":1}',
      edits: [],
      feedback: 'ok',
    });
    expect(readResult('plain')).toEqual({ body: 'plain', edits: [] });
  });
});
