import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/button.tsx';
import type { VirtualPlace } from '../../../components/virtual-list.tsx';
import { virtualItemProps } from '../../../components/virtual-list.tsx';
import type { DecisionResult } from '../../../core/agent-status.ts';
import type { EndpointStatus } from '../../../core/remote-endpoint.ts';

function StatusLine({
  status,
  reachable,
}: {
  readonly status: EndpointStatus<{ readonly message: string }> | undefined;
  readonly reachable: string;
}) {
  if (!status || status.status === 'unchecked')
    return <p className="text-xs text-zinc-600 dark:text-zinc-400">Not checked yet.</p>;
  if (status.status === 'checking')
    return <p className="text-xs text-zinc-600 dark:text-zinc-400">Checking…</p>;
  if (status.status === 'ready')
    return (
      <p className="text-xs font-medium text-teal-800 dark:text-teal-300">{`Reachable: ${reachable}.`}</p>
    );
  return (
    <p
      role="alert"
      className="rounded-md bg-red-50 p-2 text-xs text-red-900 [overflow-wrap:anywhere] dark:bg-red-950 dark:text-red-200"
    >
      {status.failure.message}
    </p>
  );
}

/** What the operator wrote as a first message and not yet sent, with why the last start failed. */
export interface EndpointDraft {
  readonly text: string;
  readonly error?: string;
}

/**
 * One connected remote endpoint (an AG-UI agent, an AI SDK chat route): where it is, whether it answers, and a
 * first message that starts a conversation with it. `children` go between the status and the first message.
 * A list that mounts only the items in view keeps each draft itself (`draft`, `onDraft`), so an item scrolled out
 * and back keeps what was written in it, and places the item (`place`).
 */
export function RemoteEndpointItem({
  name,
  url,
  inputId,
  status,
  reachable,
  conversationName,
  onCheck,
  onRemove,
  onStart,
  children,
  draft,
  onDraft,
  place,
  headers,
}: {
  readonly name: string;
  readonly url: string;
  /** The first message field's id, unique on the page. */
  readonly inputId: string;
  readonly status: EndpointStatus<{ readonly message: string }> | undefined;
  /** What a ready endpoint is, as in "Reachable: an AG-UI endpoint." */
  readonly reachable: string;
  /** What the first message starts: "thread" or "chat". */
  readonly conversationName: string;
  readonly onCheck: () => void;
  readonly onRemove: () => void;
  readonly onStart: (text: string) => Promise<DecisionResult>;
  readonly children?: ReactNode;
  readonly draft?: EndpointDraft;
  readonly onDraft?: (change: (draft: EndpointDraft) => EndpointDraft) => void;
  readonly place?: VirtualPlace;
  /** What its requests carry besides the input, in words; `lost` when the operator must act on it. */
  readonly headers?: { readonly text: string; readonly lost: boolean };
}) {
  const [ownDraft, setOwnDraft] = useState<EndpointDraft>({ text: '' });
  const { text, error } = draft ?? ownDraft;
  const change = onDraft ?? setOwnDraft;
  const start = async () => {
    const result = await onStart(text.trim());
    change((current) => (result.ok ? { text: '' } : { text: current.text, error: result.reason }));
  };
  return (
    <li
      aria-label={name}
      {...(place ? { ...virtualItemProps(place), className: 'absolute top-0 left-0 w-full pb-2' } : {})}
    >
      <div className="space-y-2 rounded-md border border-zinc-200 p-3 dark:border-zinc-800">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-sm font-semibold">{name}</h3>
          <span className="min-w-0 font-mono text-xs break-all text-zinc-600 dark:text-zinc-400">{url}</span>
          <span className="ml-auto flex gap-2">
            <Button size="sm" onClick={onCheck}>
              Check again
            </Button>
            <Button size="sm" variant="ghost" onClick={onRemove}>
              Remove
            </Button>
          </span>
        </div>
        {headers ? (
          <p
            className={`text-xs ${headers.lost ? 'rounded-md bg-amber-50 p-2 text-amber-900 dark:bg-amber-950 dark:text-amber-200' : 'text-zinc-600 dark:text-zinc-400'}`}
          >
            {headers.text}
          </p>
        ) : null}
        <StatusLine status={status} reachable={reachable} />
        {children}
        <form
          aria-label={`Start a ${conversationName} with ${name}`}
          className="flex flex-wrap gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (text.trim()) void start();
          }}
        >
          <label htmlFor={inputId} className="sr-only">
            First message to {name}
          </label>
          <input
            id={inputId}
            value={text}
            onChange={(event) => {
              const value = event.target.value;
              change((current) => ({ ...current, text: value }));
            }}
            placeholder="What should the agent do?"
            className="h-8 min-w-48 flex-1 rounded-md border border-zinc-300 bg-white px-2 text-sm dark:border-zinc-700 dark:bg-zinc-900"
          />
          <Button type="submit" variant="primary" size="sm" disabled={!text.trim()}>
            Start a {conversationName}
          </Button>
        </form>
        {error ? (
          <p role="alert" className="text-xs text-red-700 dark:text-red-300">
            {error}
          </p>
        ) : null}
      </div>
    </li>
  );
}
