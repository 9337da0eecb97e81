import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '../src');
/** Files are split by responsibility before they reach this many lines. */
const maxLines = 300;

it(`keeps every non-test source file in src/ under ${maxLines} lines`, () => {
  const sources = (readdirSync(src, { recursive: true }) as string[]).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes('__fixtures__'),
  );
  expect(sources.length).toBeGreaterThan(100);
  const long = sources
    .map((file) => ({ file, lines: readFileSync(path.join(src, file), 'utf8').split('\n').length - 1 }))
    .filter((entry) => entry.lines > maxLines);
  expect(long).toEqual([]);
});
