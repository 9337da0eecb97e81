import { TextBlock } from '../../../components/json-block.tsx';
import { useArgumentPreview } from '../hooks/use-argument-preview.ts';

/**
 * Arguments while the model is still writing them: the partial JSON parsed as it arrives, with a caret, or the
 * raw text once it stops being JSON (which the check will then refuse).
 */
export function StreamingArguments({ rawArguments }: { readonly rawArguments: string }) {
  const preview = useArgumentPreview(rawArguments);
  const readable = preview.value !== undefined && preview.status !== 'invalid';
  const text = readable ? JSON.stringify(preview.value, null, 2) : rawArguments;
  return (
    <div>
      <p className="mb-1 flex items-center gap-2 text-[11px] text-sky-800 dark:text-sky-300">
        <span aria-hidden="true" className="size-1.5 animate-pulse rounded-full bg-current" />
        Arguments arriving…{' '}
        <span className="text-zinc-600 dark:text-zinc-400">
          {rawArguments.length.toLocaleString('en-US')} characters
        </span>
        {preview.status === 'invalid' ? (
          <span className="text-red-700 dark:text-red-300">not valid JSON so far</span>
        ) : null}
      </p>
      <TextBlock text={`${text || ' '}▍`} label="Streaming arguments" />
    </div>
  );
}
