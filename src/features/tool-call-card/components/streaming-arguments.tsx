import { TextBlock } from '../../../components/json-block.tsx';
import { formatBytes } from '../../../wire/assemble-in-chunks.ts';
import type { LiveArguments } from '../../../agent/live-parts.ts';
import { liveEndCharacters, liveParseLimit, showsParsed } from '../../../agent/live-parts.ts';
import { lastCharacters, wholeText } from '../../../core/text-ends.ts';
import { useAppStore } from '../../../store/app-store.ts';
import { useArgumentPreview } from '../hooks/use-argument-preview.ts';

interface Shown {
  readonly text: string;
  readonly characters: number;
  readonly invalid: boolean;
  /** Set when only the end of the raw text is shown. */
  readonly cut?: string;
}

/** What the live view of a streaming call shows: its value parsed so far, or the end of its raw text. */
function fromLive(live: LiveArguments): Shown {
  const { ends, parsed } = live;
  const invalid = parsed?.status === 'invalid';
  if (parsed && !invalid) return { text: parsed.json, characters: ends.characters, invalid };
  const whole = wholeText(ends);
  if (whole !== undefined) return { text: whole, characters: ends.characters, invalid };
  const last = lastCharacters(ends, liveEndCharacters);
  return {
    text: last,
    characters: ends.characters,
    invalid,
    cut: `showing the last ${formatBytes(last.length)} of ${formatBytes(ends.characters)}`,
  };
}

/** Without a live view (arguments restored mid-stream): parsed while short and shallow, else the raw text. */
function useFromRaw(rawArguments: string, enabled: boolean): Shown | undefined {
  const preview = useArgumentPreview(enabled ? rawArguments : '');
  if (!enabled) return undefined;
  const readable =
    preview.value !== undefined &&
    preview.status !== 'invalid' &&
    showsParsed(rawArguments.length, preview.deepest);
  return {
    text: readable ? JSON.stringify(preview.value, null, 2) : rawArguments,
    characters: rawArguments.length,
    invalid: preview.status === 'invalid',
  };
}

/**
 * Arguments while the model is still writing them: the partial JSON parsed as it arrives, with a caret, or the
 * raw text once it stops being JSON (which the check will then refuse). Long arguments (a file's contents) show
 * the end of their raw text, bounded, whatever their length.
 */
export function StreamingArguments({
  callId,
  rawArguments,
}: {
  readonly callId: string;
  readonly rawArguments: string;
}) {
  const live = useAppStore((state) => state.liveParts.calls.get(callId));
  const raw = useFromRaw(rawArguments, !live && rawArguments.length <= liveParseLimit);
  const shown: Shown = live
    ? fromLive(live)
    : (raw ?? {
        text: '',
        characters: rawArguments.length,
        invalid: false,
        cut: 'not shown until they are complete',
      });
  return (
    <div>
      <p className="mb-1 flex flex-wrap items-center gap-x-2 text-[11px] text-sky-800 dark:text-sky-300">
        <span aria-hidden="true" className="size-1.5 animate-pulse rounded-full bg-current" />
        Arguments arriving…{' '}
        <span className="text-zinc-600 dark:text-zinc-400">
          {shown.characters.toLocaleString('en-US')} characters{shown.cut ? `, ${shown.cut}` : ''}
        </span>
        {shown.invalid ? <span className="text-red-700 dark:text-red-300">not valid JSON so far</span> : null}
      </p>
      <TextBlock
        text={`${shown.cut && shown.text ? '…' : ''}${shown.text || ' '}▍`}
        label="Streaming arguments"
      />
    </div>
  );
}
