import type { Part } from '../../../core/part.ts';
import { metadataHeader } from '../../../core/pruning.ts';

/** What a pruned part leaves in the prompt, shown in its place: the one-line metadata header with its hint. */
export function PrunedSummary({ part }: { readonly part: Part }) {
  return (
    <p className="rounded border border-dashed border-zinc-300 bg-zinc-50 px-2 py-1 font-mono text-[11px] leading-5 text-zinc-600 [overflow-wrap:anywhere] dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-400">
      {metadataHeader(part)}
    </p>
  );
}
