import { useState } from 'react';
import { SafeMarkdown } from '../../../components/safe-markdown.tsx';
import type { BlobPart, ReasoningPart, TextPart } from '../../../core/part.ts';

/** A text part: Markdown, never HTML. */
export function TextBody({ part }: { readonly part: TextPart }) {
  return <SafeMarkdown text={part.text} />;
}

/** Reasoning stays collapsed until asked for: it is long and mostly for audit, not for the decision. */
export function ReasoningBody({ part }: { readonly part: ReasoningPart }) {
  const [open, setOpen] = useState(false);
  const firstLine = part.text.split('\n').find((line) => line.trim()) ?? '';
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
          <SafeMarkdown text={part.text} />
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
