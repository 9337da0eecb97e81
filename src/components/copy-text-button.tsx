import { useEffect, useState } from 'react';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * A quiet identifier (a call id) shown in small monospace, that copies itself when pressed and says so. The
 * identifier stays readable and selectable even where the clipboard is refused.
 */
export function CopyTextButton({ text, label }: { readonly text: string; readonly label: string }) {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 1500);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <button
      type="button"
      title={`${label}: ${text}`}
      aria-label={`${label} ${text}`}
      onClick={() => void copy()}
      className="flex min-w-0 items-center gap-1 rounded px-1 py-0.5 font-mono text-[11px] text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-zinc-100"
    >
      <span className="truncate select-all">{text}</span>
      <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3 shrink-0">
        <path
          fill="currentColor"
          d="M5 1.5h7A1.5 1.5 0 0 1 13.5 3v8H12V3H5zM3 4.5h6.5A1.5 1.5 0 0 1 11 6v7.5A1.5 1.5 0 0 1 9.5 15H3a1.5 1.5 0 0 1-1.5-1.5V6A1.5 1.5 0 0 1 3 4.5m0 1.5v7.5h6.5V6z"
        />
      </svg>
      <span role="status" className="font-sans">
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy refused' : ''}
      </span>
    </button>
  );
}
