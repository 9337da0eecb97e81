import { useEffect } from 'react';
import type { ReasoningReach, ToolDeclaration } from '../../core/model-request.ts';
import type { ProviderKind } from '../../providers/provider-settings.ts';
import { useAppStore } from '../../store/app-store.ts';
import type { ConsoleMeter } from './console-meter.ts';

/**
 * Feeds the meter every conversation change. The meter answers at once from cached counts and counts what is
 * new in the worker, so this never blocks a keystroke or an approval.
 */
export function useMeterUpdates(
  meter: ConsoleMeter,
  modelId: string,
  tools: readonly ToolDeclaration[],
  reach: ReasoningReach | undefined,
  provider?: ProviderKind,
) {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      timer = undefined;
      meter.update(useAppStore.getState().conversation, modelId, tools, reach, provider);
    };
    flush();
    // Coalesced into one update per task, after the change has painted: a burst of stream deltas or an
    // approval never waits for the meter.
    const unsubscribe = useAppStore.subscribe((state, previous) => {
      if (state.conversation !== previous.conversation && timer === undefined) timer = setTimeout(flush, 0);
    });
    return () => {
      unsubscribe();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [meter, modelId, tools, reach, provider]);
}
