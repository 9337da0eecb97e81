import { useAppStore } from '../../../store/app-store.ts';
import { selectShowPruned } from '../../../store/selectors.ts';

/** Expands every pruned part to its full content (what the model no longer sees), or folds them back. */
export function ShowPrunedToggle() {
  const showPruned = useAppStore(selectShowPruned);
  const setShowPruned = useAppStore((state) => state.setShowPruned);
  return (
    <label className="flex cursor-pointer items-center gap-1.5 text-xs text-zinc-700 select-none dark:text-zinc-300">
      <input
        type="checkbox"
        checked={showPruned}
        onChange={(event) => setShowPruned(event.target.checked)}
        className="size-3.5 accent-teal-700 dark:accent-teal-400"
      />
      Show pruned content
    </label>
  );
}
