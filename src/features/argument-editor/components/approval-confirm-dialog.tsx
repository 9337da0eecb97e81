import { useRef } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { Button } from '../../../components/button.tsx';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { TierBadge } from '../../../components/tier-badge.tsx';
import { summarizeArguments } from '../../../core/argument-summary.ts';
import type { CallTierLookup } from '../../../core/source.ts';
import type { ToolCall } from '../../../core/tool-call.ts';
import { currentArguments } from '../../../core/tool-call.ts';
import { useAppStore } from '../../../store/app-store.ts';
import { selectToolCall } from '../../../store/selectors.ts';
import { callsNeedingConfirmation } from '../../../tools/approval-confirmation.ts';
import { useDecisions } from '../hooks/use-decisions.ts';

const noCalls: readonly ToolCall[] = [];

/** Why the dialog asks: destructive calls cannot be undone; a call of unknown tier may be destructive. */
function warning(calls: readonly ToolCall[], tierOf: CallTierLookup): string {
  const unknown = calls.filter((call) => tierOf(call) === 'unknown').length;
  if (unknown === 0)
    return calls.length === 1
      ? 'This approval includes a destructive call. It cannot be undone.'
      : `This approval includes ${calls.length} destructive calls. They cannot be undone.`;
  const some = unknown === 1 ? 'a call' : `${unknown} calls`;
  const others = calls.length - unknown;
  const besides = others === 0 ? '' : ` and ${others} destructive call${others === 1 ? '' : 's'}`;
  return `This approval includes ${some} of unknown tier${besides}, handled as destructive: nobody has said what ${unknown === 1 ? 'it does' : 'they do'}, and it may not be undone.`;
}

function confirmLabel(calls: readonly ToolCall[]): string {
  if (calls.length === 1 && calls[0]) return `Approve ${calls[0].name}`;
  return `Approve ${calls.length} calls`;
}

/**
 * The second, explicit question before a destructive call (or one of unknown tier) runs: it lists the calls about
 * to be approved, those it asks for marked with their tier, with what each will run. Enter confirms (focus starts on the confirm button),
 * Escape or Cancel approves nothing.
 */
export function ApprovalConfirmDialog({ tierOf }: { readonly tierOf: CallTierLookup }) {
  const calls = useAppStore(
    useShallow((state) =>
      state.approvalToConfirm
        ? state.approvalToConfirm.flatMap((id) => {
            const call = selectToolCall(id)(state);
            return call?.status === 'pending' ? [call] : [];
          })
        : noCalls,
    ),
  );
  const open = useAppStore((state) => state.approvalToConfirm !== undefined);
  const group = useAppStore((state) => state.approvalGroup);
  const setApprovalToConfirm = useAppStore((state) => state.setApprovalToConfirm);
  const decisions = useDecisions();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const destructive = callsNeedingConfirmation(calls, tierOf);
  const close = () => setApprovalToConfirm(undefined);

  return (
    <ModalDialog
      open={open && calls.length > 0}
      onClose={close}
      title="Confirm approval"
      initialFocusRef={confirmRef}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          close();
          for (const call of calls) decisions.approve(call.id, group);
        }}
        className="space-y-3 text-sm"
      >
        <p className="text-zinc-800 dark:text-zinc-200">{warning(destructive, tierOf)}</p>
        <ul aria-label="Calls to approve" className="max-h-64 space-y-1.5 overflow-y-auto">
          {calls.map((call) => {
            const tier = tierOf(call);
            return (
              <li
                key={call.id}
                className={`rounded-md border px-2.5 py-1.5 ${
                  destructive.includes(call)
                    ? 'border-red-300 bg-red-50 dark:border-red-800 dark:bg-red-950/40'
                    : 'border-zinc-200 dark:border-zinc-700'
                }`}
              >
                <span className="flex items-center gap-2">
                  <span className="font-mono text-xs font-semibold">{call.name}</span>
                  <TierBadge tier={tier} remote={call.interrupt !== undefined} />
                </span>
                <span className="mt-0.5 block font-mono text-[11px] break-all text-zinc-700 dark:text-zinc-300">
                  {summarizeArguments(call.name, currentArguments(call), { maxLength: 200 })}
                </span>
              </li>
            );
          })}
        </ul>
        <div className="flex items-center gap-2">
          <Button ref={confirmRef} type="submit" variant="danger">
            {confirmLabel(calls)}
          </Button>
          <Button onClick={close}>Cancel</Button>
          <span className="ml-auto text-[11px] text-zinc-600 dark:text-zinc-400">
            Enter confirms · Esc cancels
          </span>
        </div>
      </form>
    </ModalDialog>
  );
}
