import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const skipped = /(^|\/)(node_modules|dist|\.git|test-results|playwright-report|\.test-timings)(\/|$)/;
const files = (readdirSync(root, { recursive: true }) as string[])
  .map((file) => file.split(path.sep).join('/'))
  .filter((file) => !skipped.test(file));
const names = new Set(files.map((file) => path.posix.basename(file)));

/** The map and each layer's page: what a newcomer reads first. */
const pages = [
  'docs/architecture.md',
  'README.md',
  ...files.filter((file) => /^src\/[^/]+\/(?:[^/_][^/]*\/)?README\.md$/.test(file)),
];

/** Whether a file a page names in code quotes exists: by its path from the page, the repository or src/, or by its name. */
function exists(page: string, named: string): boolean {
  if (!named.includes('/')) return names.has(named);
  const bare = named.replace(/^\.\//, '');
  const candidates = [
    path.posix.normalize(path.posix.join(path.posix.dirname(page), named)),
    bare,
    `src/${bare}`,
  ];
  return (
    candidates.some((candidate) => files.includes(candidate)) ||
    files.some((file) => file.endsWith(`/${bare}`))
  );
}

describe('the map and the layer pages', () => {
  it.each(pages)('%s names only files that exist', (page) => {
    const text = readFileSync(path.join(root, page), 'utf8');
    const named = [...text.matchAll(/`([^`\s<>*]+\.(?:ts|tsx|js|md|json))(?::[^`]*)?`/g)].map(
      (match) => match[1]!,
    );
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((file) => !exists(page, file))).toEqual([]);
  });
});
