import type { ToolCall } from '../../../core/tool-call.ts';
import { useAppStore } from '../../../store/app-store.ts';
import { useSameItems } from '../../../store/use-same-items.ts';
import { cachedPendingCalls } from '../../../store/selectors.ts';

/** Calls waiting for the operator, oldest first; re-renders only when that list or one of its calls changes. */
export function usePendingCalls(): readonly ToolCall[] {
  return useAppStore(useSameItems((state) => cachedPendingCalls(state.conversation)));
}
