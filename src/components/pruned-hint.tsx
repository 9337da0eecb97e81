/**
 * The line shown instead of a pruned part's body: the hint the model still reads in its place. The prompt's own
 * header also carries the part's internal id, which means nothing to a reader and is left out here.
 */
export function PrunedHint({ hint }: { readonly hint: string }) {
  return (
    <p className="rounded border border-dashed border-zinc-300 bg-zinc-50 px-2 py-1 text-[11px] leading-5 text-zinc-600 [overflow-wrap:anywhere] dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-400">
      <span className="font-medium text-zinc-700 dark:text-zinc-300">The model sees only: </span>
      <span className="font-mono">{hint}</span>
    </p>
  );
}
