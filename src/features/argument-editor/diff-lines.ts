import { diffJson } from 'diff';
import type { JsonObject } from '../../core/json.ts';

/** One line of the argument diff, or a marker standing for unchanged lines left out. */
export type DiffLine =
  | { readonly kind: 'added' | 'removed' | 'same'; readonly text: string }
  | { readonly kind: 'skipped'; readonly count: number };

/**
 * Original against effective arguments as lines (keys in a canonical order), with long runs of unchanged
 * lines folded to `context` lines on each side of a change, so a one-word edit in a long email stays visible.
 */
export function argumentDiffLines(
  original: JsonObject,
  effective: JsonObject,
  context = 2,
): readonly DiffLine[] {
  const lines: DiffLine[] = diffJson(original as object, effective as object).flatMap((change) =>
    change.value
      .replace(/\n$/, '')
      .split('\n')
      .map((text): DiffLine => ({
        kind: change.added ? 'added' : change.removed ? 'removed' : 'same',
        text,
      })),
  );
  const changed = lines.map((line) => line.kind !== 'same');
  const keep = lines.map((_, index) =>
    changed.slice(Math.max(0, index - context), index + context + 1).some(Boolean),
  );
  const folded: DiffLine[] = [];
  let skipped = 0;
  lines.forEach((line, index) => {
    if (keep[index]) {
      if (skipped > 0) folded.push({ kind: 'skipped', count: skipped });
      skipped = 0;
      folded.push(line);
    } else skipped += 1;
  });
  if (skipped > 0) folded.push({ kind: 'skipped', count: skipped });
  return folded;
}

/** Whether the effective arguments differ from the original ones at all. */
export function hasChanges(lines: readonly DiffLine[]): boolean {
  return lines.some((line) => line.kind === 'added' || line.kind === 'removed');
}
