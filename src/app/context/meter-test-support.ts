import type { PartCost } from '../../core/tokens/context-cost.ts';
import type { TokenMeterSnapshot } from '../../workers/token-meter-snapshot.ts';
import { idleSnapshot } from '../../workers/token-meter-snapshot.ts';

/**
 * For tests: a snapshot of `openai:gpt-4o` with 10 system and 5 tool tokens, in which every listed part is
 * counted as [header, body].
 */
export function countedSnapshot(
  costs: Readonly<Record<string, readonly [number, number]>>,
  changes: Partial<TokenMeterSnapshot> = {},
): TokenMeterSnapshot {
  const base = idleSnapshot();
  const perPart = new Map<string, PartCost>(
    Object.entries(costs).map(([partId, [header, body]]) => [
      partId,
      {
        partId,
        messageId: '',
        kind: 'text',
        effectivelyPruned: false,
        header,
        body,
        tokens: body,
        counted: true,
      },
    ]),
  );
  return {
    ...base,
    status: 'ready',
    model: { ...base.model, modelId: 'openai:gpt-4o' },
    breakdown: { ...base.breakdown, system: 10, tools: 5 },
    perPart,
    ...changes,
  };
}
