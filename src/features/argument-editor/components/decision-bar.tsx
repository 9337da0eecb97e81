import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Kbd } from '../../../components/kbd.tsx';
import { useAppStore } from '../../../store/app-store.ts';
import type { ToolCall } from '../../../core/tool-call.ts';
import { useDecisions } from '../hooks/use-decisions.ts';
import { RuleFromCall } from './rule-from-call.tsx';

/**
 * Approve (what the form shows runs) or Decline with an optional reason; or either one together with a rule
 * for calls like this one, proposed from the call and editable before it is saved.
 */
export function DecisionBar({
  call,
  canApprove,
  blockedReason,
  checking = false,
  onApprove,
  declineBlockedReason,
}: {
  readonly call: ToolCall;
  readonly canApprove: boolean;
  readonly blockedReason: string | undefined;
  /** The tool's check of the draft is under way; Approve then waits for it. */
  readonly checking?: boolean;
  /** Approves the call, or asks for a confirmation first when it is destructive. */
  readonly onApprove: () => void;
  /** Why Decline is not offered (the request takes no decline). */
  readonly declineBlockedReason?: string;
}) {
  const callId = call.id;
  const decisions = useDecisions();
  const local = useAppStore((state) => state.localDecisions);
  const [ruling, setRuling] = useState<'allow' | 'deny'>();
  const declining = useAppStore((state) => state.decliningCallId === callId);
  const setDecliningCallId = useAppStore((state) => state.setDecliningCallId);
  const [reason, setReason] = useState('');
  const reasonRef = useRef<HTMLInputElement>(null);
  const blockedId = `${callId}-blocked`;

  useEffect(() => {
    if (declining) reasonRef.current?.focus();
  }, [declining]);

  if (ruling && !local) {
    return (
      <RuleFromCall
        call={call}
        effect={ruling}
        onCancel={() => setRuling(undefined)}
        onDone={(rule) => {
          setRuling(undefined);
          if (ruling === 'allow') decisions.approve(callId);
          else
            decisions.decline(
              callId,
              `Declined; rule ${rule.number} now denies calls like this one.${rule.message ? ` ${rule.message}` : ''}`,
            );
        }}
      />
    );
  }

  if (declining && !declineBlockedReason) {
    return (
      <form
        aria-label="Decline this call"
        className="space-y-2 rounded-md border border-red-200 bg-red-50/60 p-2 dark:border-red-900 dark:bg-red-950/30"
        onSubmit={(event) => {
          event.preventDefault();
          decisions.decline(callId, reason);
        }}
      >
        <label
          htmlFor={`${callId}-decline-reason`}
          className="block text-xs font-medium text-zinc-800 dark:text-zinc-200"
        >
          Reason{' '}
          <span className="font-normal text-zinc-600 dark:text-zinc-400">(optional, told to the model)</span>
        </label>
        <input
          ref={reasonRef}
          id={`${callId}-decline-reason`}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setDecliningCallId(undefined);
          }}
          className="w-full rounded-md border border-zinc-300 bg-white px-2 py-1 text-sm dark:border-zinc-700 dark:bg-zinc-950"
        />
        <div className="flex gap-2">
          <Button type="submit" variant="danger">
            Confirm decline
          </Button>
          <Button onClick={() => setDecliningCallId(undefined)}>Cancel</Button>
        </div>
      </form>
    );
  }

  return (
    <div className="space-y-1.5">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="primary"
          disabled={!canApprove}
          aria-describedby={blockedReason ? blockedId : undefined}
          onClick={onApprove}
        >
          Approve
        </Button>
        {declineBlockedReason ? null : (
          <Button variant="danger" onClick={() => setDecliningCallId(callId)}>
            Decline
          </Button>
        )}
        {local ? null : (
          <>
            <Button size="sm" variant="ghost" disabled={!canApprove} onClick={() => setRuling('allow')}>
              Approve, and allow calls like this
            </Button>
            {declineBlockedReason ? null : (
              <Button size="sm" variant="ghost" onClick={() => setRuling('deny')}>
                Decline, and deny calls like this
              </Button>
            )}
          </>
        )}
        {/*
          The check's progress shares the row's last slot with the key hints, so the bar never changes height
          while the check runs: Approve stays where the operator is about to click it. The slot's flex basis is
          0, so what it holds never wraps the row either.
        */}
        <span className="ml-auto flex min-w-0 flex-1 basis-0 items-center justify-end gap-1 text-[11px] text-zinc-600 dark:text-zinc-400">
          <span role="status" className="truncate">
            {checking && !blockedReason ? 'Checking the edited arguments…' : ''}
          </span>
          {checking && !blockedReason ? null : (
            <span className="hidden items-center gap-1 whitespace-nowrap sm:flex">
              <Kbd>Ctrl</Kbd>+<Kbd>Enter</Kbd> approve · <Kbd>d</Kbd> decline
            </span>
          )}
        </span>
      </div>
      {declineBlockedReason ? (
        <p className="text-xs text-zinc-600 [overflow-wrap:anywhere] dark:text-zinc-400">
          {declineBlockedReason}
        </p>
      ) : null}
      {blockedReason ? (
        <p
          id={blockedId}
          className="text-xs font-medium whitespace-pre-line text-red-700 [overflow-wrap:anywhere] dark:text-red-300"
        >
          {blockedReason}
        </p>
      ) : null}
    </div>
  );
}
