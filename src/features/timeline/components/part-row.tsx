import { memo } from 'react';
import type { Part } from '../../../core/part.ts';
import { useAppStore } from '../../../store/app-store.ts';
import type { PartTokenSource } from '../part-token-source.ts';
import type { RenderToolCall } from '../tool-call-slot.ts';
import { PartControls } from './part-controls.tsx';
import { BlobBody, ReasoningBody, TextBody } from './part-body.tsx';
import { PrunedSummary } from './pruned-summary.tsx';

const kindLabel = {
  text: 'Text',
  reasoning: 'Reasoning',
  blob: 'Attachment',
  'tool-call': 'Tool call',
} as const;

/** One part of a message, with its pruning controls; tool calls are rendered by the slot the app provides. */
export const PartRow = memo(function PartRow({
  part,
  depth,
  effectivelyPruned,
  showPruned,
  tokenSource,
  renderToolCall,
  streaming,
}: {
  readonly part: Part;
  readonly depth: number;
  readonly effectivelyPruned: boolean;
  readonly showPruned: boolean;
  readonly tokenSource: PartTokenSource | undefined;
  readonly renderToolCall: RenderToolCall;
  /** Its message is still arriving: its text is rendered block by block. */
  readonly streaming: boolean;
}) {
  const folded = effectivelyPruned && !showPruned;
  const live = useAppStore((state) => state.liveParts.texts.get(part.id));
  const controls = <PartControls part={part} depth={depth} tokenSource={tokenSource} />;
  if (part.kind === 'tool-call') {
    return (
      <div className="py-1.5 pr-2 pl-4 sm:pr-4 sm:pl-8">
        {renderToolCall({ part, controls, folded, depth })}
      </div>
    );
  }
  return (
    <div className="py-1.5 pr-2 pl-4 sm:pr-4 sm:pl-8">
      <div
        role="group"
        aria-label={`${kindLabel[part.kind]} part${effectivelyPruned ? ', pruned' : ''}`}
        className={`rounded-lg border px-3 py-2 ${
          effectivelyPruned
            ? 'border-zinc-200 bg-zinc-50/60 dark:border-zinc-800 dark:bg-zinc-900/40'
            : 'border-transparent bg-transparent'
        }`}
      >
        <div className="mb-1 flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <span className="text-[11px] font-medium tracking-wide text-zinc-600 uppercase dark:text-zinc-400">
            {kindLabel[part.kind]}
            {effectivelyPruned ? ' · pruned' : ''}
          </span>
          {controls}
        </div>
        {folded ? (
          <PrunedSummary part={part} />
        ) : part.kind === 'text' ? (
          <TextBody part={part} live={live} streaming={streaming} />
        ) : part.kind === 'reasoning' ? (
          <ReasoningBody part={part} live={live} streaming={streaming} />
        ) : (
          <BlobBody part={part} />
        )}
      </div>
    </div>
  );
});
