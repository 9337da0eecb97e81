import { Badge } from '../../../components/badge.tsx';
import { JsonBlock, TextBlock } from '../../../components/json-block.tsx';
import { SafeMarkdown } from '../../../components/safe-markdown.tsx';
import type { JsonValue } from '../../../core/json.ts';
import type { AssembledTurn } from '../../../wire/assemble-turn.ts';

/**
 * How much of a long text is shown: a capture can carry megabytes of text, and laying all of it out (Markdown
 * above all) would hold the page for seconds. The operator sees the start and how much was left out.
 */
const shownCharacters = 20_000;

/** A text as plain, inert text, cut to {@link shownCharacters} with a note saying how much more there is. */
function LongText({ text }: { readonly text: string }) {
  if (text.length <= shownCharacters) return <TextBlock text={text} />;
  return (
    <>
      <TextBlock text={`${text.slice(0, shownCharacters)}…`} />
      <p className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">
        Showing the first {shownCharacters.toLocaleString('en-US')} of {text.length.toLocaleString('en-US')}{' '}
        characters.
      </p>
    </>
  );
}

const known = new Set(['format', 'text', 'reasoning', 'toolCalls', 'finishReason', 'usage', 'errors']);

/** The turn a capture assembles to: errors first, then text, reasoning, tool calls, finish reason and usage. */
export function AssembledTurnView({ turn }: { readonly turn: AssembledTurn }) {
  const decorations = Object.fromEntries(Object.entries(turn).filter(([key]) => !known.has(key)));
  return (
    <div className="space-y-4">
      <section aria-label="Errors">
        <h3 className="mb-1 text-xs font-semibold tracking-wide text-zinc-600 uppercase dark:text-zinc-400">
          Errors
        </h3>
        {turn.errors.length === 0 ? (
          <p className="text-sm text-emerald-800 dark:text-emerald-300">
            None: the stream assembled cleanly.
          </p>
        ) : (
          <ul className="space-y-1">
            {turn.errors.map((error, index) => (
              <li key={index}>
                <TextBlock text={error} tone="danger" />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-label="Assembled text">
        <h3 className="mb-1 text-xs font-semibold tracking-wide text-zinc-600 uppercase dark:text-zinc-400">
          Text
        </h3>
        {turn.text.length > shownCharacters ? (
          <LongText text={turn.text} />
        ) : turn.text ? (
          <SafeMarkdown text={turn.text} />
        ) : (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">No text.</p>
        )}
      </section>
      {turn.reasoning ? (
        <section aria-label="Assembled reasoning">
          <h3 className="mb-1 text-xs font-semibold tracking-wide text-zinc-600 uppercase dark:text-zinc-400">
            Reasoning
          </h3>
          <LongText text={turn.reasoning} />
        </section>
      ) : null}
      <section aria-label="Tool calls">
        <h3 className="mb-1 text-xs font-semibold tracking-wide text-zinc-600 uppercase dark:text-zinc-400">
          Tool calls ({turn.toolCalls.length})
        </h3>
        <ol className="space-y-2">
          {turn.toolCalls.map((call, index) => (
            <li
              key={`${call.id}-${index}`}
              className="rounded-md border border-zinc-200 p-2 dark:border-zinc-800"
            >
              <p className="mb-1 flex flex-wrap items-center gap-2">
                <span className="font-mono text-sm font-semibold [overflow-wrap:anywhere]">{call.name}</span>
                <span className="font-mono text-[11px] text-zinc-600 [overflow-wrap:anywhere] dark:text-zinc-400">
                  {call.id}
                </span>
                {call.parseError ? <Badge tone="danger">unparseable</Badge> : null}
                {call.truncated ? <Badge tone="warning">truncated</Badge> : null}
              </p>
              {call.arguments ? (
                <JsonBlock value={call.arguments as JsonValue} label={`Arguments of ${call.name}`} />
              ) : (
                <LongText text={call.rawArguments} />
              )}
              {call.parseError ? (
                <p className="mt-1 text-xs text-red-700 dark:text-red-300">{call.parseError}</p>
              ) : null}
            </li>
          ))}
        </ol>
      </section>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-xs">
        <dt className="text-zinc-600 dark:text-zinc-400">Finish reason</dt>
        <dd className="font-mono">{turn.finishReason ?? '—'}</dd>
        <dt className="text-zinc-600 dark:text-zinc-400">Usage</dt>
        <dd className="min-w-0 font-mono [overflow-wrap:anywhere]">
          {turn.usage === undefined ? '—' : JSON.stringify(turn.usage)}
        </dd>
        {Object.keys(decorations).length > 0 ? (
          <>
            <dt className="text-zinc-600 dark:text-zinc-400">Decorations</dt>
            <dd className="min-w-0 font-mono [overflow-wrap:anywhere]">{JSON.stringify(decorations)}</dd>
          </>
        ) : null}
      </dl>
    </div>
  );
}
