import { useState } from 'react';
import { SafeMarkdown } from '../../../components/safe-markdown.tsx';
import type { BlobPart, ReasoningPart, TextPart } from '../../../core/part.ts';
import type { TextEnds } from '../../../core/text-ends.ts';
import { firstCharacters, lastCharacters } from '../../../core/text-ends.ts';

/** Longer texts are shown as their start and end in plain text: Markdown over megabytes would stall the page. */
export const longTextLimit = 100_000;
const longTextShown = 20_000;

/**
 * A text by its two ends. While it streams, the ends come from `live` (kept from the deltas): reading the text
 * itself would copy all of it at every frame.
 */
function LongText({ text, live }: { readonly text: string; readonly live: TextEnds | undefined }) {
  const characters = live?.characters ?? text.length;
  const first = live ? firstCharacters(live, longTextShown) : text.slice(0, longTextShown);
  const last = live ? lastCharacters(live, longTextShown) : text.slice(-longTextShown);
  const left = characters - first.length - last.length;
  return (
    <div className="text-sm">
      <p className="text-xs text-zinc-600 dark:text-zinc-400">
        A very long text ({characters.toLocaleString('en-US')} characters{live ? ' so far' : ''}): its first
        and last {longTextShown.toLocaleString('en-US')} characters, as plain text.{' '}
        {live ? 'The rest is kept as it arrives.' : 'Export the conversation to read all of it.'}
      </p>
      <pre className="mt-1 max-h-96 overflow-auto rounded bg-zinc-100 p-2 font-mono text-xs whitespace-pre-wrap [overflow-wrap:anywhere] dark:bg-zinc-900">
        {first}
        {`\n\n[… ${left.toLocaleString('en-US')} characters not shown …]\n\n`}
        {last}
      </pre>
    </div>
  );
}

/** A text or reasoning part, its ends while they stream (`live`), and whether its message is still arriving. */
interface StreamedBodyProps<P extends TextPart | ReasoningPart> {
  readonly part: P;
  readonly live?: TextEnds | undefined;
  readonly streaming?: boolean;
}

/**
 * A text part: Markdown, never HTML; a very long one (a runaway answer, a pasted dump) by its two ends. While it
 * streams (`live`, or its message still arriving) it is parsed block by block.
 */
export function TextBody({ part, live, streaming = false }: StreamedBodyProps<TextPart>) {
  if ((live?.characters ?? part.text.length) <= longTextLimit)
    return <SafeMarkdown text={part.text} streaming={streaming || live !== undefined} />;
  return <LongText text={part.text} live={live} />;
}

/** The first line with words in it, read from the start of the text only. */
function firstLineOf(part: ReasoningPart, live: TextEnds | undefined): string {
  const start = live ? live.head : part.text.slice(0, 4000);
  return start.split('\n').find((line) => line.trim()) ?? '';
}

/** Reasoning stays collapsed until asked for: it is long and mostly for audit, not for the decision. */
export function ReasoningBody({ part, live, streaming = false }: StreamedBodyProps<ReasoningPart>) {
  const [open, setOpen] = useState(false);
  const firstLine = firstLineOf(part, live);
  const long = (live?.characters ?? part.text.length) > longTextLimit;
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full min-w-0 items-center gap-2 rounded text-left text-xs text-zinc-600 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-zinc-100"
      >
        <span aria-hidden="true" className={`inline-block transition-transform ${open ? 'rotate-90' : ''}`}>
          ▸
        </span>
        <span className="shrink-0 font-medium">{open ? 'Hide reasoning' : 'Show reasoning'}</span>
        {open ? null : <span className="min-w-0 truncate italic">{firstLine}</span>}
      </button>
      {open ? (
        <div className="mt-2 border-l-2 border-zinc-200 pl-3 text-zinc-700 dark:border-zinc-700 dark:text-zinc-300">
          {long ? (
            <LongText text={part.text} live={live} />
          ) : (
            <SafeMarkdown text={part.text} streaming={streaming || live !== undefined} />
          )}
        </div>
      ) : null}
    </div>
  );
}

/** An attachment: named and sized; its data is shown as text only when it is text. */
export function BlobBody({ part }: { readonly part: BlobPart }) {
  const textual = part.mimeType.startsWith('text/') || part.mimeType === 'application/json';
  return (
    <div className="text-sm">
      <p className="font-mono text-xs [overflow-wrap:anywhere]">
        {part.name}{' '}
        <span className="text-zinc-600 dark:text-zinc-400">
          ({part.mimeType}, {part.data.length.toLocaleString('en-US')} characters)
        </span>
      </p>
      {textual ? (
        <pre className="mt-1 max-h-40 overflow-auto rounded bg-zinc-100 p-2 font-mono text-xs whitespace-pre-wrap [overflow-wrap:anywhere] dark:bg-zinc-900">
          {part.data.slice(0, 4000)}
        </pre>
      ) : null}
    </div>
  );
}
