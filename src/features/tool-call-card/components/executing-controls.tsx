import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import type { ToolCall } from '../../../core/tool-call.ts';
import { useAppStore } from '../../../store/app-store.ts';
import { selectExecutingControl } from '../../../store/selectors.ts';

/**
 * What an executing call's card offers: Stop only where something here can stop it (the built-in agent's call,
 * or a remote run going on in this tab), Retry for the answer that carries it when it was not sent or perhaps
 * sent before a reload, and otherwise what is going on, with no button that would do nothing.
 */
export function ExecutingControls({
  call,
  onStop,
}: {
  readonly call: ToolCall;
  readonly onStop: () => void;
}) {
  const control = useAppStore(selectExecutingControl(call));
  const [retryError, setRetryError] = useState<string>();
  if (control === 'retry-failed' || control === 'retry-unconfirmed') {
    const retry = async () => {
      const conversationId = useAppStore.getState().conversation.id;
      const result = await useAppStore.getState().retryRemoteAnswer(conversationId);
      setRetryError(result.ok ? undefined : result.reason);
    };
    return (
      <div className="space-y-1 rounded-md bg-amber-50 p-2 text-xs text-amber-950 dark:bg-amber-950 dark:text-amber-100">
        <p>
          {control === 'retry-unconfirmed'
            ? 'Perhaps sent: the page was reloaded before the agent answered. Retry only if the agent did not act on it; a Retry sends exactly the same answer, once.'
            : 'Not sent: the answer that approves this call did not reach the agent.'}
        </p>
        <Button
          size="sm"
          onClick={(event) => {
            event.stopPropagation();
            void retry();
          }}
        >
          Retry sending
        </Button>
        {retryError ? <p role="alert">{retryError}</p> : null}
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <p className="text-xs text-blue-800 dark:text-blue-300">
        {call.interrupt
          ? 'Approved; the agent runs it with the approved arguments, and its result shows here when the agent reports it.'
          : 'Running with the approved arguments…'}
      </p>
      {control === 'stop' ? (
        <Button
          size="sm"
          onClick={(event) => {
            event.stopPropagation();
            onStop();
          }}
        >
          Stop
        </Button>
      ) : null}
    </div>
  );
}
