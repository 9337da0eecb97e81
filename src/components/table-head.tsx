/**
 * The header row of a data table: one column heading per name, the last without trailing padding.
 * `cellPadding` sets the gap after each other column.
 */
export function TableHead({
  columns,
  cellPadding = 'pr-3',
  className = '',
}: {
  readonly columns: readonly string[];
  readonly cellPadding?: 'pr-3' | 'pr-4';
  /** Classes for the header, such as hiding it visually where rows stack into cards. */
  readonly className?: string;
}) {
  return (
    <thead className={className}>
      <tr className="border-b border-zinc-200 text-left text-xs text-zinc-600 dark:border-zinc-800 dark:text-zinc-400">
        {columns.map((column, index) => (
          <th
            key={column}
            scope="col"
            className={`py-2 font-medium ${index < columns.length - 1 ? cellPadding : ''}`}
          >
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
