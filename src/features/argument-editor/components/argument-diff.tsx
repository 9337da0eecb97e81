import { useMemo } from 'react';
import type { JsonObject } from '../../../core/json.ts';
import { argumentDiffLines, hasChanges } from '../diff-lines.ts';

const lineClass = {
  added: 'bg-emerald-100 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-100',
  removed: 'bg-red-100 text-red-950 dark:bg-red-950 dark:text-red-100',
  same: 'text-zinc-700 dark:text-zinc-300',
} as const;
const sign = { added: '+', removed: '−', same: ' ' } as const;
const spoken = { added: 'added: ', removed: 'removed: ', same: '' } as const;

/** Original against effective arguments, so what will run differs visibly from what the model proposed. */
export function ArgumentDiff({
  original,
  effective,
}: {
  readonly original: JsonObject;
  readonly effective: JsonObject;
}) {
  const lines = useMemo(() => argumentDiffLines(original, effective), [original, effective]);
  return (
    <section aria-label="Changes" className="space-y-1">
      <h5 className="text-[11px] font-semibold tracking-wide text-zinc-600 uppercase dark:text-zinc-400">
        Changes to run
      </h5>
      {hasChanges(lines) ? (
        <pre className="max-h-72 overflow-auto rounded-md border border-zinc-200 bg-zinc-50 py-1 font-mono text-xs leading-5 whitespace-pre-wrap [overflow-wrap:anywhere] dark:border-zinc-800 dark:bg-zinc-900">
          {lines.map((line, index) =>
            line.kind === 'skipped' ? (
              <span key={index} className="block px-2 text-zinc-600 italic dark:text-zinc-400">
                ⋯ {line.count} unchanged {line.count === 1 ? 'line' : 'lines'}
              </span>
            ) : (
              <span key={index} className={`block px-2 ${lineClass[line.kind]}`}>
                <span aria-hidden="true" className="mr-2 inline-block w-2 select-none">
                  {sign[line.kind]}
                </span>
                {spoken[line.kind] ? <span className="sr-only">{spoken[line.kind]}</span> : null}
                {line.text}
              </span>
            ),
          )}
        </pre>
      ) : (
        <p className="text-xs text-zinc-600 dark:text-zinc-400">
          No edits: the arguments the model proposed will run as shown.
        </p>
      )}
    </section>
  );
}
