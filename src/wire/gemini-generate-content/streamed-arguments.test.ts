import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatJsonPath, parseJsonPath, type JsonPathStep } from './json-path.ts';
import { createStreamedArguments, type StreamedValue } from './streamed-arguments.ts';

type Entry = readonly [path: string, value: StreamedValue, continues?: boolean];

function write(entries: readonly Entry[]): string {
  const streamed = createStreamedArguments();
  let text = '';
  for (const [path, value, continues = false] of entries) {
    const steps = parseJsonPath(path);
    if (steps === undefined) throw new Error(`bad path ${path}`);
    const written = streamed.write(steps, value, continues);
    if (!written.ok) throw new Error(written.error);
    text += written.text;
  }
  return text + streamed.finish();
}

function firstError(entries: readonly Entry[]): string | undefined {
  const streamed = createStreamedArguments();
  for (const [path, value, continues = false] of entries) {
    const written = streamed.write(parseJsonPath(path) ?? [], value, continues);
    if (!written.ok) return written.error;
  }
  return undefined;
}

/** Every scalar leaf of a JSON value with its path, in document order. */
function leaves(value: unknown, path: JsonPathStep[] = []): [JsonPathStep[], StreamedValue][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, [...path, index]));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]));
  return [[path, value as StreamedValue]];
}

describe('parseJsonPath', () => {
  it('reads shorthand members, quoted members with escapes and indices', () => {
    expect(parseJsonPath('$.recipe.ingredients[0].name')).toEqual(['recipe', 'ingredients', 0, 'name']);
    expect(parseJsonPath(`$['a b']["c\\"d"][12]`)).toEqual(['a b', 'c"d', 12]);
    expect(parseJsonPath('$')).toEqual([]);
  });

  it('refuses what a single argument location never needs', () => {
    for (const path of ['recipe', '$..a', '$.*', '$[-1]', '$[01]', '$[0:2]', '$.a[?@.b]', "$['open", '$.']) {
      expect(parseJsonPath(path)).toBeUndefined();
    }
  });

  it('formats steps back into a path it can read', () => {
    const steps = ['a', 'b c', 3, 'é'];
    expect(parseJsonPath(formatJsonPath(steps))).toEqual(steps);
  });
});

describe('createStreamedArguments', () => {
  it('writes nested objects and arrays, a string over several entries, and closes what is open', () => {
    const text = write([
      ['$.recipe.title', 'Pão ', true],
      ['$.recipe.title', 'de queijo'],
      ['$.recipe.items[0].name', 'flour'],
      ['$.recipe.items[0].grams', 250],
      ['$.recipe.items[1].name', 'eggs'],
      ['$.recipe.done', false],
      ['$.note', null],
    ]);
    expect(JSON.parse(text)).toEqual({
      recipe: {
        title: 'Pão de queijo',
        items: [{ name: 'flour', grams: 250 }, { name: 'eggs' }],
        done: false,
      },
      note: null,
    });
  });

  it('ends an open string when the next entry goes elsewhere, and fills a skipped index with null', () => {
    expect(
      JSON.parse(
        write([
          ['$.a', 'x', true],
          ['$.b[2]', 1],
        ]),
      ),
    ).toEqual({ a: 'x', b: [null, null, 1] });
  });

  it('writes exactly the compact JSON of any object whose leaves arrive in order', () => {
    const leafValue = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null));
    const tree = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        leafValue,
        fc.array(tie('node'), { minLength: 1, maxLength: 3 }),
        fc.dictionary(fc.string({ minLength: 1 }), tie('node'), { minKeys: 1, maxKeys: 3 }),
      ),
    }));
    const root = fc.dictionary(fc.string({ minLength: 1 }), tree.node, { minKeys: 1, maxKeys: 4 });
    fc.assert(
      fc.property(root, fc.nat(), (value, split) => {
        // "__proto__" cannot be written back by Object.entries round trips; JSON.parse keeps it as a key.
        fc.pre(!JSON.stringify(value).includes('__proto__'));
        const streamed = createStreamedArguments();
        let text = '';
        for (const [path, leaf] of leaves(value)) {
          if (typeof leaf === 'string' && leaf.length > 1) {
            const at = split % leaf.length;
            const first = streamed.write(path, leaf.slice(0, at), true);
            const second = streamed.write(path, leaf.slice(at), false);
            if (!first.ok || !second.ok) throw new Error('refused');
            text += first.text + second.text;
          } else {
            const written = streamed.write(path, leaf, false);
            if (!written.ok) throw new Error(written.error);
            text += written.text;
          }
        }
        text += streamed.finish();
        expect(text).toBe(JSON.stringify(value));
      }),
      { numRuns: 200 },
    );
  });

  it('refuses entries that go back to what was already written, with the path in the reason', () => {
    expect(
      firstError([
        ['$.a.b', 1],
        ['$.c', 2],
        ['$.a.d', 3],
      ]),
    ).toBe('$.a arrived after that member was written');
    expect(
      firstError([
        ['$.list[1]', 1],
        ['$.list[0]', 2],
      ]),
    ).toBe('$.list[0] arrived after that element was written');
    expect(
      firstError([
        ['$.list[0]', 1],
        ['$.list.name', 2],
      ]),
    ).toBe('$.list.name names a member of an array');
    expect(
      firstError([
        ['$.a', 's', true],
        ['$.a', 4],
      ]),
    ).toBe('$.a changed from a string to a number');
    expect(firstError([['$', 1]])).toBe('a streamed argument at $ would replace the arguments object');
  });

  it('writes nothing for a call without entries', () => {
    expect(createStreamedArguments().finish()).toBe('');
  });
});
