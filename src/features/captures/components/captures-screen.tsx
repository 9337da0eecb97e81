import type { DragEvent } from 'react';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { ScreenFrame, sectionHeadingClass } from '../../../components/screen-frame.tsx';
import { formatBytes } from '../../../wire/assemble-in-chunks.ts';
import type { WireFormat } from '../../../wire/stream-event.ts';
import { wireFormats } from '../../../wire/stream-event.ts';
import type { CaptureInput } from '../../../workers/capture-assembly-shared.ts';
import { useCaptureAssembly } from '../hooks/use-capture-assembly.ts';
import { CaptureResult } from './capture-result.tsx';

/** Files up to this size are also shown in the editor; larger ones are assembled from the file alone. */
const editorLimitBytes = 1024 * 1024;

/**
 * What a provider really sent, made visible: paste or drop a raw stream (SSE or NDJSON), the format is
 * detected, and the assembled turn is shown with any errors, through the same parsers the agent uses.
 */
export function CapturesScreen() {
  const [text, setText] = useState('');
  const [format, setFormat] = useState<WireFormat | 'auto'>('auto');
  const [dragging, setDragging] = useState(false);
  const [fileName, setFileName] = useState<string | undefined>(undefined);
  // A large file is assembled straight from disk, never loaded into the editor.
  const [largeFile, setLargeFile] = useState<File | undefined>(undefined);
  const input = useMemo<CaptureInput | undefined>(
    () => (largeFile ? { kind: 'file', file: largeFile } : text ? { kind: 'text', text } : undefined),
    [largeFile, text],
  );
  const { assembly, cancel, restart } = useCaptureAssembly(input, format);

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    setFileName(file.name);
    if (file.size > editorLimitBytes) {
      setText('');
      setLargeFile(file);
      return;
    }
    setLargeFile(undefined);
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
            {text || largeFile ? (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => {
                  setText('');
                  setFileName(undefined);
                  setLargeFile(undefined);
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
            onChange={(event) => {
              // Typing over a large file's placeholder starts a capture of its own.
              if (largeFile) {
                setLargeFile(undefined);
                setFileName(undefined);
              }
              setText(event.target.value);
            }}
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            spellCheck={false}
            placeholder={
              largeFile
                ? `${largeFile.name} is assembled from the file: at ${formatBytes(largeFile.size)} it is too large to edit here.`
                : 'Paste a raw stream here, or drop a capture file.\n\ndata: {"type":"message_start", …}\n\ndata: {"choices":[{"delta":{…}}]}'
            }
            className={`min-h-72 flex-1 resize-none rounded-md border bg-white p-3 font-mono text-xs leading-5 placeholder:text-zinc-500 dark:bg-zinc-950 ${
              dragging ? 'border-teal-600 ring-2 ring-teal-600/30' : 'border-zinc-300 dark:border-zinc-700'
            }`}
          />
          <p className="text-[11px] text-zinc-600 dark:text-zinc-400">
            {fileName ? `${fileName} · ` : ''}
            {largeFile ? formatBytes(largeFile.size) : `${text.length.toLocaleString('en-US')} characters`}.
          </p>
        </section>
        <CaptureResult assembly={assembly} onCancel={cancel} onRestart={restart} />
      </div>
    </ScreenFrame>
  );
}
