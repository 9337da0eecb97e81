import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { useAppStore } from '../../../store/app-store.ts';
import { selectComposerLock } from '../../../store/selectors.ts';
import { useAgentActions, useAgentStatus, useHasAgent } from '../hooks/use-agent.ts';

/**
 * The operator's message to the agent; Enter sends, Shift+Enter starts a new line. A message the agent does not
 * take (calls still wait for a decision) comes back into the box, with the reason beside it.
 */
export function Composer() {
  const hasAgent = useHasAgent();
  const status = useAgentStatus();
  const actions = useAgentActions();
  const [text, setText] = useState('');
  const [refused, setRefused] = useState<{ readonly reason: string; readonly during: string }>();
  const lock = useAppStore(selectComposerLock);
  if (!hasAgent) return null;
  const busy = status.status === 'streaming' || status.status === 'executing' || lock !== undefined;
  // The reason holds while the agent stays as it was when it refused (the same calls waiting, say).
  const moment = `${status.status}:${'callIds' in status ? status.callIds.join(',') : ''}`;
  const refusal = refused?.during === moment ? refused.reason : undefined;
  const send = () => {
    const message = text.trim();
    if (!message || busy) return;
    setText('');
    setRefused(undefined);
    void actions.send(message).then((result) => {
      if (result.ok) return;
      // Whatever the operator typed since stays; the refused message comes back only into an empty box.
      setText((current) => (current === '' ? message : current));
      setRefused({ reason: result.reason, during: moment });
    });
  };
  return (
    <form
      aria-label="Message the agent"
      className="flex flex-wrap items-end gap-2 border-t border-zinc-200 bg-white px-2 py-3 sm:px-4 dark:border-zinc-800 dark:bg-zinc-950"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <label htmlFor="composer-text" className="sr-only">
        Message to the agent
      </label>
      {lock ? (
        <p id="composer-lock" role="status" className="basis-full text-xs text-amber-900 dark:text-amber-200">
          {lock}
        </p>
      ) : null}
      {refusal && !lock ? (
        <p
          id="composer-refusal"
          role="alert"
          className="basis-full text-xs text-amber-900 dark:text-amber-200"
        >
          Not sent: {refusal} Your message is kept below.
        </p>
      ) : null}
      <textarea
        id="composer-text"
        rows={1}
        value={text}
        placeholder={lock ? 'Locked until the agent can take a message' : 'Ask the agent to do something…'}
        aria-describedby={lock ? 'composer-lock' : refusal ? 'composer-refusal' : undefined}
        readOnly={lock !== undefined}
        onChange={(event) => {
          setText(event.target.value);
          if (event.target.value === '') setRefused(undefined);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.ctrlKey && !event.metaKey) {
            event.preventDefault();
            send();
          }
        }}
        className="max-h-40 min-h-9 flex-1 resize-y rounded-md border border-zinc-300 bg-white px-3 py-2 text-sm placeholder:text-zinc-500 dark:border-zinc-700 dark:bg-zinc-900"
      />
      <Button type="submit" variant="primary" disabled={!text.trim() || busy}>
        Send
      </Button>
    </form>
  );
}
