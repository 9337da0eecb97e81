import type { ReactNode } from 'react';
import { Badge } from '../../../components/badge.tsx';
import { Button } from '../../../components/button.tsx';

/**
 * The legend of a nested object or array: its key, a short note (required, item count), the edited mark and the
 * group's own Reset.
 */
export function GroupLegend({
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
