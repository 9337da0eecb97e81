import { diffJson, diffWordsWithSpace } from 'diff';
import type { JsonObject } from '../../core/json.ts';

/** A stretch of a changed line: `changed` marks the words that differ from the line it pairs with. */
export interface DiffSegment {
  readonly text: string;
  readonly changed: boolean;
}

/** One line of one side: its text cut into segments, so the words that changed can be highlighted. */
export interface SideLine {
  readonly kind: 'added' | 'removed' | 'same';
  readonly text: string;
  readonly segments: readonly DiffSegment[];
}

/** One line of the unified diff, or a marker standing for unchanged lines left out. */
export type DiffLine = SideLine | { readonly kind: 'skipped'; readonly count: number };

/** One row of the side-by-side diff: the proposed line on the left, the line that will run on the right. */
export type SplitRow =
  | { readonly kind: 'row'; readonly left: SideLine | undefined; readonly right: SideLine | undefined }
  | { readonly kind: 'skipped'; readonly count: number };

const whole = (kind: SideLine['kind'], text: string): SideLine => ({
  kind,
  text,
  segments: [{ text, changed: kind !== 'same' }],
});

/** A removed and an added line cut into words: what only the removed has, and what only the added has. */
function pairWords(removed: string, added: string): readonly [SideLine, SideLine] {
  const changes = diffWordsWithSpace(removed, added);
  const left = changes.filter((change) => !change.added);
  const right = changes.filter((change) => !change.removed);
  return [
    { kind: 'removed', text: removed, segments: left.map((c) => ({ text: c.value, changed: !!c.removed })) },
    { kind: 'added', text: added, segments: right.map((c) => ({ text: c.value, changed: !!c.added })) },
  ];
}

/**
 * The rows of original against effective arguments (keys in a canonical order). A run of removed lines followed
 * by a run of added ones is paired line by line, each pair highlighted word by word, as code review tools do.
 */
function diffRows(original: JsonObject, effective: JsonObject): readonly SplitRow[] {
  const lines = diffJson(original as object, effective as object).flatMap((change) =>
    change.value
      .replace(/\n$/, '')
      .split('\n')
      .map((text) => ({ kind: change.added ? 'added' : change.removed ? 'removed' : 'same', text }) as const),
  );
  const rows: SplitRow[] = [];
  let index = 0;
  while (index < lines.length) {
    const line = lines[index]!;
    if (line.kind === 'same') {
      rows.push({ kind: 'row', left: whole('same', line.text), right: whole('same', line.text) });
      index += 1;
      continue;
    }
    const removed: string[] = [];
    const added: string[] = [];
    while (lines[index]?.kind === 'removed') removed.push(lines[index++]!.text);
    while (lines[index]?.kind === 'added') added.push(lines[index++]!.text);
    for (let row = 0; row < Math.max(removed.length, added.length); row += 1) {
      const left = removed[row];
      const right = added[row];
      if (left !== undefined && right !== undefined) {
        const [paired, pairedRight] = pairWords(left, right);
        rows.push({ kind: 'row', left: paired, right: pairedRight });
      } else {
        rows.push({
          kind: 'row',
          left: left === undefined ? undefined : whole('removed', left),
          right: right === undefined ? undefined : whole('added', right),
        });
      }
    }
  }
  return rows;
}

const isChanged = (row: SplitRow) => row.kind === 'row' && row.left?.kind !== 'same';

/** Folds runs of unchanged rows to `context` rows on each side of a change. */
function foldRows(rows: readonly SplitRow[], context: number): readonly SplitRow[] {
  const changed = rows.map(isChanged);
  const folded: SplitRow[] = [];
  let skipped = 0;
  rows.forEach((row, index) => {
    if (changed.slice(Math.max(0, index - context), index + context + 1).some(Boolean)) {
      if (skipped > 0) folded.push({ kind: 'skipped', count: skipped });
      skipped = 0;
      folded.push(row);
    } else skipped += 1;
  });
  if (skipped > 0) folded.push({ kind: 'skipped', count: skipped });
  return folded;
}

/**
 * Original against effective arguments side by side, with long runs of unchanged rows folded to `context` rows
 * on each side of a change, so a one-word edit in a long email stays visible.
 */
export function argumentSplitRows(
  original: JsonObject,
  effective: JsonObject,
  context = 2,
): readonly SplitRow[] {
  return foldRows(diffRows(original, effective), context);
}

/**
 * The same diff as one column: each changed row's removed line, then its added line; folded likewise.
 */
export function argumentDiffLines(
  original: JsonObject,
  effective: JsonObject,
  context = 2,
): readonly DiffLine[] {
  const rows = argumentSplitRows(original, effective, context);
  const lines: DiffLine[] = [];
  // Removed lines of a change block come before its added ones, as in any unified diff.
  let added: SideLine[] = [];
  const flush = () => {
    lines.push(...added);
    added = [];
  };
  for (const row of rows) {
    if (row.kind === 'skipped') {
      flush();
      lines.push(row);
    } else if (row.left?.kind === 'same') {
      flush();
      lines.push(row.left);
    } else {
      if (row.left) lines.push(row.left);
      if (row.right) added.push(row.right);
    }
  }
  flush();
  return lines;
}

/** Whether the effective arguments differ from the original ones at all. */
export function hasChanges(lines: readonly DiffLine[]): boolean {
  return lines.some((line) => line.kind === 'added' || line.kind === 'removed');
}
