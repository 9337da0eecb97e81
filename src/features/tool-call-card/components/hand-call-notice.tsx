import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import type { ToolCall } from '../../../core/tool-call.ts';
import { useAppStore } from '../../../store/app-store.ts';

/**
 * What becomes of a call the operator made by hand: the model does not see it, and once it ran its result can be
 * added to the conversation as the operator's message, or kept out of it.
 */
export function HandCallNotice({ call }: { readonly call: ToolCall }) {
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  if (call.initiatedBy !== 'operator') return null;
  const share = () => {
    const result = useAppStore.getState().shareHandCallResult(call.id);
    setRefusal(result.ok ? undefined : result.reason);
  };
  return (
    <div className="space-y-1 text-xs text-zinc-700 dark:text-zinc-300">
      {call.resultShared ? (
        <p>Its result was added to the conversation as your message; the model reads it next turn.</p>
      ) : call.status === 'executed' ? (
        <div className="flex flex-wrap items-center gap-2">
          <p>Kept out of the conversation: the model does not see this call.</p>
          <Button
            size="sm"
            onClick={(event) => {
              event.stopPropagation();
              share();
            }}
          >
            Add the result to the conversation
          </Button>
        </div>
      ) : (
        <p>You called this tool yourself; the model does not see the call.</p>
      )}
      {refusal ? (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {refusal}
        </p>
      ) : null}
    </div>
  );
}
