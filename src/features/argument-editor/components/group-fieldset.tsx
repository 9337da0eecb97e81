import type { ReactNode } from 'react';
import { Badge } from '../../../components/badge.tsx';
import { Button } from '../../../components/button.tsx';

/**
 * The legend of a nested object or array: its key, a short note (required, item count), the edited mark and the
 * group's own Reset.
 */
function GroupLegend({
  label,
  note,
  modified,
  onReset,
}: {
  readonly label: string;
  readonly note: ReactNode;
  readonly modified: boolean;
  readonly onReset: (() => void) | undefined;
}) {
  return (
    <legend className="flex items-center gap-2 px-1">
      <span className="font-mono text-xs font-medium text-zinc-800 dark:text-zinc-200">{label}</span>
      {note ? <span className="text-[10px] text-zinc-600 dark:text-zinc-400">{note}</span> : null}
      {modified ? <Badge tone="waiting">edited</Badge> : null}
      {modified && onReset ? (
        <Button size="sm" variant="ghost" aria-label={`Reset ${label}`} onClick={onReset}>
          Reset
        </Button>
      ) : null}
    </legend>
  );
}

/**
 * A nested object or array: a fieldset named by its legend, marked while edited, its members, and the problems
 * found at the group itself (`problems`, already worded).
 */
export function GroupFieldset({
  label,
  note,
  modified,
  onReset,
  problems,
  children,
}: {
  readonly label: string;
  readonly note: ReactNode;
  readonly modified: boolean;
  readonly onReset: (() => void) | undefined;
  readonly problems: readonly string[];
  readonly children: ReactNode;
}) {
  return (
    <fieldset
      data-modified={modified || undefined}
      className={`rounded-md border border-zinc-200 px-3 pt-1 pb-2 dark:border-zinc-800 ${modified ? 'border-l-2 border-l-amber-500' : ''}`}
    >
      <GroupLegend label={label} note={note} modified={modified} onReset={onReset} />
      {children}
      {problems.length > 0 ? (
        <p className="mt-1 text-[11px] font-medium text-red-700 dark:text-red-300">{problems.join('; ')}</p>
      ) : null}
    </fieldset>
  );
}
