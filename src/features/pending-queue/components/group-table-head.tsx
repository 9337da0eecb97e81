import type { ArgumentPath } from '../../../core/argument-path.ts';
import { columnLabel } from '../../../core/call-groups.ts';

/**
 * The head of a group's table: what names each call (its ordinal, or its thread), one column per argument that
 * differs, optionally the call's standing, and the take-out button's column.
 */
export function GroupTableHead({
  first,
  firstWidth,
  columns,
  withStanding,
}: {
  readonly first: string;
  /** A Tailwind width class for the first column. */
  readonly firstWidth: string;
  readonly columns: readonly ArgumentPath[];
  readonly withStanding: boolean;
}) {
  return (
    <thead>
      <tr className="text-left text-zinc-600 dark:text-zinc-400">
        <th scope="col" className={`${firstWidth} py-0.5 font-medium`}>
          {first}
        </th>
        {columns.map((path) => (
          <th key={columnLabel(path)} scope="col" className="truncate py-0.5 pr-1 font-mono font-medium">
            {columnLabel(path)}
          </th>
        ))}
        {withStanding ? (
          <th scope="col" className="w-16 py-0.5 font-medium">
            Standing
          </th>
        ) : null}
        <th scope="col" className="w-16 py-0.5">
          <span className="sr-only">Take out</span>
        </th>
      </tr>
    </thead>
  );
}
