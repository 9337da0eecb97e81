import type { DragEvent } from 'react';
import { useState } from 'react';
import { Badge } from '../../../components/badge.tsx';
import { Button } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ScreenFrame, sectionHeadingClass } from '../../../components/screen-frame.tsx';
import type { WireFormat } from '../../../wire/stream-event.ts';
import { wireFormats } from '../../../wire/stream-event.ts';
import { useAssembledCapture } from '../hooks/use-assembled-capture.ts';
import { AssembledTurnView } from './assembled-turn-view.tsx';

/**
 * What a provider really sent, made visible: paste or drop a raw stream (SSE or NDJSON), the format is
 * detected, and the assembled turn is shown with any errors, through the same parsers the agent uses.
 */
export function CapturesScreen() {
  const [text, setText] = useState('');
  const [format, setFormat] = useState<WireFormat | 'auto'>('auto');
  const [dragging, setDragging] = useState(false);
  const [fileName, setFileName] = useState<string | undefined>(undefined);
  const result = useAssembledCapture(text, format);

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    setFileName(file.name);
    setText(await file.text());
  };
  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    void readFile(event.dataTransfer.files[0]);
  };

  return (
    <ScreenFrame
      title="Captures"
      width="full"
      intro="Paste or drop what a provider sent; it is assembled by the parsers the agent uses. Nothing leaves the browser."
    >
      <div className="grid min-h-0 min-w-0 flex-1 grid-cols-1 gap-0 lg:grid-cols-2">
        <section
          aria-labelledby="capture-input-heading"
          className="flex min-h-0 min-w-0 flex-col gap-3 border-zinc-200 p-4 sm:px-6 lg:border-r dark:border-zinc-800"
        >
          <div className="flex flex-wrap items-center gap-3">
            <h3 id="capture-input-heading" className={sectionHeadingClass}>
              Raw stream
            </h3>
            <label className="flex items-center gap-2 text-xs text-zinc-700 dark:text-zinc-300">
              Format
              <select
                value={format}
                onChange={(event) => setFormat(event.target.value as WireFormat | 'auto')}
                className="rounded-md border border-zinc-300 bg-white px-2 py-1 text-xs dark:border-zinc-700 dark:bg-zinc-950"
              >
                <option value="auto">Detect automatically</option>
                {wireFormats.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
            </label>
            <label className="cursor-pointer rounded-md border border-zinc-300 px-2 py-1 text-xs font-medium hover:bg-zinc-50 focus-within:outline-2 focus-within:outline-teal-600 dark:border-zinc-700 dark:hover:bg-zinc-800">
              Open file…
              <input
                type="file"
                className="sr-only"
                onChange={(event) => void readFile(event.target.files?.[0])}
              />
            </label>
            {text ? (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => {
                  setText('');
                  setFileName(undefined);
                }}
              >
                Clear
              </Button>
            ) : null}
          </div>
          <label htmlFor="capture-text" className="sr-only">
            Raw provider stream
          </label>
          <textarea
            id="capture-text"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            spellCheck={false}
            placeholder={
              'Paste a raw stream here, or drop a capture file.\n\ndata: {"type":"message_start", …}\n\ndata: {"choices":[{"delta":{…}}]}'
            }
            className={`min-h-72 flex-1 resize-none rounded-md border bg-white p-3 font-mono text-xs leading-5 placeholder:text-zinc-500 dark:bg-zinc-950 ${
              dragging ? 'border-teal-600 ring-2 ring-teal-600/30' : 'border-zinc-300 dark:border-zinc-700'
            }`}
          />
          <p className="text-[11px] text-zinc-600 dark:text-zinc-400">
            {fileName ? `${fileName} · ` : ''}
            {text.length.toLocaleString('en-US')} characters.
          </p>
        </section>
        <section
          aria-labelledby="capture-result-heading"
          className="min-h-0 min-w-0 p-4 sm:px-6 lg:overflow-y-auto"
        >
          <div className="mb-3 flex flex-wrap items-center gap-2">
            <h3 id="capture-result-heading" className={sectionHeadingClass}>
              Assembled turn
            </h3>
            {result.kind === 'assembled' ? (
              <Badge tone="info">
                {result.detected ? 'detected' : 'chosen'}: {result.format}
              </Badge>
            ) : null}
          </div>
          {result.kind === 'empty' ? (
            <EmptyState title="No capture yet">
              The detected format, the assembled text, reasoning and tool calls, and any errors appear here.
            </EmptyState>
          ) : result.kind === 'failed' ? (
            <p
              role="alert"
              className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
            >
              {result.error}
            </p>
          ) : (
            <AssembledTurnView turn={result.turn} />
          )}
        </section>
      </div>
    </ScreenFrame>
  );
}
