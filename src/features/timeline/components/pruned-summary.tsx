import { PrunedHint } from '../../../components/pruned-hint.tsx';
import type { Part } from '../../../core/part.ts';
import { prunedHint } from '../../../core/pruning.ts';

/** What a pruned part leaves in the prompt, shown in its place as the hint the model reads. */
export function PrunedSummary({ part }: { readonly part: Part }) {
  return <PrunedHint hint={prunedHint(part)} />;
}
