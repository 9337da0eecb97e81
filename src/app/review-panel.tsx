import type { RefObject } from 'react';
import { EmptyState } from '../components/empty-state.tsx';
import { PanelHeading } from '../components/panel-heading.tsx';
import { CallReview } from '../features/argument-editor/components/call-review.tsx';
import { ElicitationPanel } from '../features/argument-editor/components/elicitation-panel.tsx';
import { ToolCallCard } from '../features/tool-call-card/components/tool-call-card.tsx';
import { useAppStore } from '../store/app-store.ts';
import { selectSelectedToolCall } from '../store/selectors.ts';
import type { ToolCatalog } from './tool-catalog.ts';

/** The side panel's review of the selected call: the full card, and for a pending call the editor and decisions. */
export function ReviewPanel({
  catalog,
  headingRef,
}: {
  readonly catalog: ToolCatalog;
  readonly headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const call = useAppStore(selectSelectedToolCall);
  const partId = useAppStore((state) => state.selectedPartId);
  return (
    // Positioned, so that screen-reader-only text (absolutely positioned) scrolls with the panel instead of
    // hanging below the page and making the document taller than the window.
    <section aria-labelledby="review-heading" className="relative space-y-2">
      <PanelHeading
        id="review-heading"
        title="Review"
        aside={
          call ? <span className="font-mono text-xs text-zinc-600 dark:text-zinc-400">{call.id}</span> : null
        }
      />
      <h3 ref={headingRef} tabIndex={-1} className="sr-only">
        {call ? `Reviewing ${call.name}, ${call.status}` : 'No call selected'}
      </h3>
      {call && partId ? (
        <ToolCallCard
          key={call.id}
          call={call}
          partId={partId}
          tier={catalog.tierOf(call.name)}
          origin={catalog.originOf(call.name)}
          variant="review"
          whileRunning={<ElicitationPanel callId={call.id} />}
        >
          <CallReview call={call} schema={catalog.schemaOf(call.name)} tier={catalog.tierOf(call.name)} />
        </ToolCallCard>
      ) : (
        <EmptyState title="No call selected">
          Open a pending call from the list above, or press j then Enter.
        </EmptyState>
      )}
    </section>
  );
}
