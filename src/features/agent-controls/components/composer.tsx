import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { useAgentActions, useAgentStatus, useHasAgent } from '../hooks/use-agent.ts';

/** The operator's message to the agent; Enter sends, Shift+Enter starts a new line. */
export function Composer() {
  const hasAgent = useHasAgent();
  const status = useAgentStatus();
  const actions = useAgentActions();
  const [text, setText] = useState('');
  if (!hasAgent) return null;
  const busy = status.status === 'streaming' || status.status === 'executing';
  const send = () => {
    if (!text.trim() || busy) return;
    actions.send(text.trim());
    setText('');
  };
  return (
    <form
      aria-label="Message the agent"
      className="flex items-end gap-2 border-t border-zinc-200 bg-white px-2 py-3 sm:px-4 dark:border-zinc-800 dark:bg-zinc-950"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <label htmlFor="composer-text" className="sr-only">
        Message to the agent
      </label>
      <textarea
        id="composer-text"
        rows={1}
        value={text}
        placeholder="Ask the agent to do something…"
        onChange={(event) => setText(event.target.value)}
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
