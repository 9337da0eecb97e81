import { useController } from 'react-hook-form';
import type { JsonValue } from '../../../core/json.ts';
import type { FieldModel } from '../schema-model.ts';
import { controlClass } from './field-frame.tsx';

export interface ControlProps {
  readonly id: string;
  readonly path: string;
  readonly model: Extract<FieldModel, { kind: 'string' | 'number' | 'boolean' | 'enum' }>;
  readonly invalid: boolean;
  readonly describedBy: string | undefined;
}

function enumIndex(options: readonly JsonValue[], value: unknown): number {
  return options.findIndex((option) => option === value);
}

/** One simple control bound to the form at `path`: text, multi-line text, number, checkbox or select. */
export function PrimitiveControl({ id, path, model, invalid, describedBy }: ControlProps) {
  const { field } = useController({ name: path });
  const common = {
    id,
    name: field.name,
    onBlur: field.onBlur,
    ref: field.ref,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
  };
  switch (model.kind) {
    case 'string':
      return model.multiline ? (
        // Grows with its text (field-sizing) between three lines and a screenful, so a long body is read whole.
        <textarea
          {...common}
          rows={3}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={(event) => field.onChange(event.target.value)}
          className={`${controlClass(invalid)} field-sizing-content max-h-96 min-h-16 font-mono text-xs leading-5`}
        />
      ) : (
        <input
          {...common}
          type={model.inputType}
          spellCheck={model.inputType === 'text' ? undefined : false}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={(event) => field.onChange(event.target.value)}
          className={controlClass(invalid)}
        />
      );
    case 'number':
      return (
        <input
          {...common}
          type="number"
          step={model.integer ? 1 : 'any'}
          value={typeof field.value === 'number' && Number.isFinite(field.value) ? field.value : ''}
          onChange={(event) =>
            field.onChange(event.target.value === '' ? Number.NaN : event.target.valueAsNumber)
          }
          className={`${controlClass(invalid)} tabular-nums`}
        />
      );
    case 'boolean':
      return (
        <div className="flex items-center gap-2">
          <input
            {...common}
            type="checkbox"
            checked={field.value === true}
            onChange={(event) => field.onChange(event.target.checked)}
            className="size-4 accent-teal-700 dark:accent-teal-400"
          />
          <span className="font-mono text-xs text-zinc-700 dark:text-zinc-300">
            {field.value === true ? 'true' : 'false'}
          </span>
        </div>
      );
    case 'enum': {
      const index = enumIndex(model.options, field.value);
      return (
        <select
          {...common}
          value={index >= 0 ? String(index) : field.value === undefined ? '' : 'outside'}
          onChange={(event) => field.onChange(model.options[Number(event.target.value)])}
          className={controlClass(invalid)}
        >
          {field.value === undefined ? <option value="">(not set)</option> : null}
          {index < 0 && field.value !== undefined ? (
            <option value="outside">{JSON.stringify(field.value)} (not allowed)</option>
          ) : null}
          {model.options.map((option, optionIndex) => (
            <option key={String(optionIndex)} value={String(optionIndex)}>
              {typeof option === 'string' ? option : JSON.stringify(option)}
            </option>
          ))}
        </select>
      );
    }
  }
}
