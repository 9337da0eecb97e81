import { useMemo } from 'react';
import type { JsonObject } from '../../../core/json.ts';
import { useAppStore } from '../../../store/app-store.ts';
import type { DiffLayout } from '../../../store/saved-records.ts';
import type { DiffLine, SideLine, SplitRow } from '../diff-lines.ts';
import { argumentDiffLines, argumentSplitRows, hasChanges } from '../diff-lines.ts';

const lineClass = {
  added: 'bg-emerald-50 text-emerald-950 dark:bg-emerald-950/60 dark:text-emerald-100',
  removed: 'bg-red-50 text-red-950 dark:bg-red-950/60 dark:text-red-100',
  same: 'text-zinc-700 dark:text-zinc-300',
} as const;
const wordClass = {
  added: 'rounded-sm bg-emerald-200 no-underline dark:bg-emerald-700/70',
  removed: 'rounded-sm bg-red-200 no-underline dark:bg-red-800/70',
} as const;
const sign = { added: '+', removed: '−', same: ' ' } as const;
const spoken = { added: 'added: ', removed: 'removed: ', same: '' } as const;
const layouts: readonly { readonly layout: DiffLayout; readonly label: string }[] = [
  { layout: 'unified', label: 'Unified' },
  { layout: 'split', label: 'Side by side' },
];

/** A line's text with the words that differ from its counterpart marked as inserted or deleted. */
function Words({ line }: { readonly line: SideLine }) {
  return line.segments.map((segment, index) => {
    if (!segment.changed || line.kind === 'same') return <span key={index}>{segment.text}</span>;
    const Tag = line.kind === 'added' ? 'ins' : 'del';
    return (
      <Tag key={index} className={wordClass[line.kind]}>
        {segment.text}
      </Tag>
    );
  });
}

function Skipped({ count }: { readonly count: number }) {
  return (
    <span className="block px-2 text-zinc-600 italic dark:text-zinc-400">
      ⋯ {count} unchanged {count === 1 ? 'line' : 'lines'}
    </span>
  );
}

function Line({ line }: { readonly line: SideLine }) {
  return (
    <span className={`block px-2 ${lineClass[line.kind]}`}>
      <span aria-hidden="true" className="mr-2 inline-block w-2 select-none">
        {sign[line.kind]}
      </span>
      {spoken[line.kind] ? <span className="sr-only">{spoken[line.kind]}</span> : null}
      <Words line={line} />
    </span>
  );
}

function UnifiedDiff({ lines }: { readonly lines: readonly DiffLine[] }) {
  return (
    <pre className="max-h-72 overflow-auto rounded-md border border-zinc-200 bg-zinc-50 py-1 font-mono text-xs leading-5 whitespace-pre-wrap [overflow-wrap:anywhere] dark:border-zinc-800 dark:bg-zinc-900">
      {lines.map((line, index) =>
        line.kind === 'skipped' ? (
          <Skipped key={index} count={line.count} />
        ) : (
          <Line key={index} line={line} />
        ),
      )}
    </pre>
  );
}

function SideCell({ line }: { readonly line: SideLine | undefined }) {
  if (!line) return <span aria-hidden="true" className="block bg-zinc-100/70 dark:bg-zinc-800/40" />;
  return <Line line={line} />;
}

function SplitDiff({ rows }: { readonly rows: readonly SplitRow[] }) {
  return (
    <div className="max-h-72 overflow-auto rounded-md border border-zinc-200 bg-zinc-50 font-mono text-xs leading-5 dark:border-zinc-800 dark:bg-zinc-900">
      <div className="grid grid-cols-2 divide-x divide-zinc-200 whitespace-pre-wrap [overflow-wrap:anywhere] dark:divide-zinc-800">
        <p className="sticky top-0 bg-zinc-100 px-2 py-0.5 font-sans text-[11px] font-medium text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300">
          Proposed
        </p>
        <p className="sticky top-0 bg-zinc-100 px-2 py-0.5 font-sans text-[11px] font-medium text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300">
          Will run
        </p>
        {rows.map((row, index) =>
          row.kind === 'skipped' ? (
            <div key={index} className="col-span-2">
              <Skipped count={row.count} />
            </div>
          ) : (
            <div key={index} className="contents">
              <SideCell line={row.left} />
              <SideCell line={row.right} />
            </div>
          ),
        )}
      </div>
    </div>
  );
}

/**
 * Original against effective arguments, so what will run differs visibly from what the model proposed: one
 * column or side by side (the choice is remembered), the words that changed inside a line highlighted.
 */
export function ArgumentDiff({
  original,
  effective,
}: {
  readonly original: JsonObject;
  readonly effective: JsonObject;
}) {
  const layout = useAppStore((state) => state.diffLayout);
  const setDiffLayout = useAppStore((state) => state.setDiffLayout);
  const lines = useMemo(() => argumentDiffLines(original, effective), [original, effective]);
  const rows = useMemo(
    () => (layout === 'split' ? argumentSplitRows(original, effective) : []),
    [layout, original, effective],
  );
  const changed = hasChanges(lines);
  return (
    <section aria-label="Changes" className="space-y-1">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h5 className="text-[11px] font-semibold tracking-wide text-zinc-600 uppercase dark:text-zinc-400">
          Changes to run
        </h5>
        {changed ? (
          <div
            role="group"
            aria-label="Diff layout"
            className="flex rounded-md border border-zinc-300 dark:border-zinc-700"
          >
            {layouts.map((entry) => (
              <button
                key={entry.layout}
                type="button"
                aria-pressed={layout === entry.layout}
                onClick={() => setDiffLayout(entry.layout)}
                className={`h-6 px-2 text-[11px] font-medium first:rounded-l-md last:rounded-r-md ${
                  layout === entry.layout
                    ? 'bg-zinc-800 text-white dark:bg-zinc-200 dark:text-zinc-900'
                    : 'text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800'
                }`}
              >
                {entry.label}
              </button>
            ))}
          </div>
        ) : null}
      </div>
      {!changed ? (
        <p className="text-xs text-zinc-600 dark:text-zinc-400">
          No edits: the arguments the model proposed will run as shown.
        </p>
      ) : layout === 'split' ? (
        <SplitDiff rows={rows} />
      ) : (
        <UnifiedDiff lines={lines} />
      )}
    </section>
  );
}
