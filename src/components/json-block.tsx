import type { JsonValue } from '../core/json.ts';

/** A JSON value pretty-printed as text: inert, wrapping long unbroken strings instead of widening the page. */
export function JsonBlock({
  value,
  label,
}: {
  readonly value: JsonValue | undefined;
  readonly label?: string;
}) {
  const text = value === undefined ? '—' : JSON.stringify(value, null, 2);
  return (
    <pre
      aria-label={label}
      // Focusable so a long value can be scrolled from the keyboard.
      tabIndex={0}
      className="max-h-80 overflow-auto rounded-md border border-zinc-200 bg-zinc-50 p-2 font-mono text-xs leading-5 whitespace-pre-wrap text-zinc-800 [overflow-wrap:anywhere] dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-200"
    >
      {text}
    </pre>
  );
}

/** Plain text (an error, raw wire arguments) shown the same way. */
export function TextBlock({
  text,
  label,
  tone = 'neutral',
}: {
  readonly text: string;
  readonly label?: string;
  readonly tone?: 'neutral' | 'danger';
}) {
  const colours =
    tone === 'danger'
      ? 'border-red-200 bg-red-50 text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-200'
      : 'border-zinc-200 bg-zinc-50 text-zinc-800 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-200';
  return (
    <pre
      aria-label={label}
      tabIndex={0}
      className={`max-h-80 overflow-auto rounded-md border p-2 font-mono text-xs leading-5 whitespace-pre-wrap [overflow-wrap:anywhere] ${colours}`}
    >
      {text}
    </pre>
  );
}
