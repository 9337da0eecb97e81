import type { KeyboardEvent } from 'react';
import { useMemo, useRef } from 'react';
import type { JsonObject } from '../../../core/json.ts';
import type { Refusal, ToolCall } from '../../../core/tool-call.ts';
import { effectiveArgs } from '../../../core/tool-call.ts';
import type { CallTier } from '../../../core/safety-tier.ts';
import type { DraftChecker } from '../../../core/tool-call.ts';
import { refusalProblems } from '../approval-gate.ts';
import { useCallValidation } from '../hooks/use-call-validation.ts';
import { useDecisions } from '../hooks/use-decisions.ts';
import { useScrollPaddingFor } from '../hooks/use-scroll-padding-for.ts';
import { ArgumentDiff } from './argument-diff.tsx';
import { ArgumentForm } from './argument-form.tsx';
import { DecisionBar } from './decision-bar.tsx';
import { FeedbackField } from './feedback-field.tsx';

function blockedReasonOf(
  problemCount: number,
  unparseable: readonly string[],
  checkMessage: string | undefined,
  toolRefusal: Refusal | undefined,
): string | undefined {
  if (unparseable.length > 0) return `Cannot approve: ${unparseable.join(', ')} is not valid JSON.`;
  if (problemCount > 0)
    return `Cannot approve: ${problemCount} ${problemCount === 1 ? 'argument does' : 'arguments do'} not match the tool's schema.`;
  if (checkMessage) return `Cannot approve: ${checkMessage}`;
  if (toolRefusal) return `Cannot approve: ${toolRefusal.message}`;
  return undefined;
}

/**
 * Everything needed to decide a pending call: the generated form, the diff of what will run against what was
 * proposed, a note to the model, and the decision. Ctrl/Cmd+Enter approves from anywhere inside; a destructive
 * call, one of unknown tier or one of a tool the console does not know asks for a confirmation first.
 */
export function CallReview({
  call,
  schema,
  tier,
  checker,
  readOnlyReason,
  approveBlockedReason,
  declineBlockedReason,
}: {
  readonly call: ToolCall;
  readonly schema: JsonObject | undefined;
  readonly tier: CallTier | undefined;
  /** Runs the tool's checks on the draft; without it only the schema is checked here. */
  readonly checker?: DraftChecker;
  /** Why the arguments cannot be edited (a remote agent that takes no edits); the form is then read-only. */
  readonly readOnlyReason?: string;
  /**
   * Why approval is not possible whatever the draft (a remote request that expired, a tool whose server went
   * away): Approve waits until it is not.
   */
  readonly approveBlockedReason?: string;
  /** Why the call cannot be declined (a remote request that takes no decline); Decline is then not offered. */
  readonly declineBlockedReason?: string;
}) {
  const { problems, unparseable, approvable, checking, checkMessage, toolRefusal, checkNow } =
    useCallValidation(call, schema, checker);
  const fieldProblems = useMemo(
    () => [...problems, ...refusalProblems(toolRefusal)],
    [problems, toolRefusal],
  );
  const decisions = useDecisions();
  const effective = useMemo(() => effectiveArgs(call), [call]);
  const original = useMemo(() => call.args ?? {}, [call.args]);
  const barRef = useRef<HTMLDivElement>(null);
  useScrollPaddingFor(barRef);
  // An approval asked while the draft's check is due waits for that check, and goes ahead only if it passes.
  const approve = () => {
    if (!approvable || approveBlockedReason) return;
    if (!checking) {
      decisions.requestApproval([call.id], () => tier);
      return;
    }
    void checkNow().then((passed) => {
      if (passed) decisions.requestApproval([call.id], () => tier);
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      approve();
    }
  };

  return (
    <div onKeyDown={onKeyDown} className="space-y-3">
      <section aria-label="Arguments">
        <h5 className="mb-1 text-[11px] font-semibold tracking-wide text-zinc-600 uppercase dark:text-zinc-400">
          Arguments
        </h5>
        {readOnlyReason ? (
          <fieldset disabled aria-describedby={`${call.id}-read-only`} className="min-w-0">
            <p id={`${call.id}-read-only`} className="mb-1 text-xs text-zinc-600 dark:text-zinc-400">
              {readOnlyReason}
            </p>
            <ArgumentForm key={call.id} call={call} schema={schema} problems={fieldProblems} />
          </fieldset>
        ) : (
          <ArgumentForm key={call.id} call={call} schema={schema} problems={fieldProblems} />
        )}
      </section>
      <ArgumentDiff original={original} effective={effective} />
      <FeedbackField callId={call.id} />
      {/*
        Kept in view while the form scrolls: the decision is always one click or one key away. The scroll
        padding it sets keeps the field being edited above it.
      */}
      <div
        ref={barRef}
        role="group"
        aria-label="Approve or decline"
        className="sticky bottom-0 -mx-3 border-t border-zinc-200 bg-white/95 px-3 py-2 backdrop-blur dark:border-zinc-800 dark:bg-zinc-900/95"
      >
        <DecisionBar
          call={call}
          canApprove={approvable && !approveBlockedReason}
          checking={checking}
          blockedReason={
            approveBlockedReason ?? blockedReasonOf(problems.length, unparseable, checkMessage, toolRefusal)
          }
          onApprove={approve}
          {...(declineBlockedReason ? { declineBlockedReason } : {})}
        />
      </div>
    </div>
  );
}
