import { useEffect, useState } from 'react';
import { useController } from 'react-hook-form';
import type { JsonValue } from '../../../core/json.ts';
import { jsonEqual } from '../../../core/json.ts';
import { useAppStore } from '../../../store/app-store.ts';
import { toJson } from '../form-values.ts';
import { controlClass } from './field-frame.tsx';

function show(value: unknown): string {
  return value === undefined ? '' : JSON.stringify(value, null, 2);
}

function parse(text: string): { ok: true; value: JsonValue } | { ok: false; error: string } {
  try {
    return { ok: true, value: JSON.parse(text) as JsonValue };
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
}

/**
 * A JSON editor for a value the form cannot express (oneOf, $ref, free-form objects). While the text does not
 * parse, the call is marked as not approvable: the store still holds the last valid value, not what is shown.
 */
export function JsonControl({
  id,
  path,
  topKey,
  callId,
  invalid,
  describedBy,
}: {
  readonly id: string;
  readonly path: string;
  readonly topKey: string;
  readonly callId: string;
  readonly invalid: boolean;
  readonly describedBy: string | undefined;
}) {
  const { field } = useController({ name: path });
  const setFieldUnparseable = useAppStore((state) => state.setFieldUnparseable);
  const [text, setText] = useState(() => show(field.value));
  const [error, setError] = useState<string | undefined>(undefined);

  useEffect(() => {
    // A value set from outside (Reset, restore) replaces the text unless the text already means it.
    setText((current) => {
      const parsed = parse(current);
      return parsed.ok && jsonEqual(parsed.value, toJson(field.value)) ? current : show(field.value);
    });
  }, [field.value]);

  useEffect(() => () => setFieldUnparseable(callId, topKey, false), [callId, topKey, setFieldUnparseable]);

  return (
    <div>
      <textarea
        id={id}
        name={field.name}
        ref={field.ref}
        onBlur={field.onBlur}
        value={text}
        spellCheck={false}
        rows={Math.min(12, Math.max(2, text.split('\n').length))}
        aria-invalid={invalid || error !== undefined || undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          const parsed = parse(next);
          setError(parsed.ok ? undefined : parsed.error);
          setFieldUnparseable(callId, topKey, !parsed.ok);
          if (parsed.ok) field.onChange(parsed.value);
        }}
        className={`${controlClass(invalid || error !== undefined)} font-mono text-xs leading-5`}
      />
      <p className="mt-0.5 text-[11px] text-zinc-600 dark:text-zinc-400">
        JSON
        {error ? (
          <span className="font-medium text-red-700 dark:text-red-300"> — not valid JSON: {error}</span>
        ) : null}
      </p>
    </div>
  );
}
