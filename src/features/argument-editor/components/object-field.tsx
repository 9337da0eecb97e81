import { useEditorContext } from '../editor-context.ts';
import type { FieldSpec } from '../schema-model.ts';
import type { ChildField } from './child-field.ts';
import { GroupLegend } from './group-legend.tsx';

/** A nested object: a fieldset named by its key, with one field per property. */
export function ObjectField({
  spec,
  fields,
  path,
  label,
  modified,
  onReset,
  Field,
}: {
  readonly spec: FieldSpec;
  readonly fields: readonly FieldSpec[];
  readonly path: string;
  readonly label: string;
  readonly modified: boolean;
  readonly onReset: (() => void) | undefined;
  readonly Field: ChildField;
}) {
  const editor = useEditorContext();
  const own = editor.problems.filter((problem) => problem.path === path);
  return (
    <fieldset
      data-modified={modified || undefined}
      className={`rounded-md border border-zinc-200 px-3 pt-1 pb-2 dark:border-zinc-800 ${modified ? 'border-l-2 border-l-amber-500' : ''}`}
    >
      <GroupLegend
        label={label}
        note={spec.required ? 'required' : null}
        modified={modified}
        onReset={onReset}
      />
      <div className="space-y-1">
        {fields.map((field) => (
          <Field key={field.key} spec={field} path={`${path}.${field.key}`} />
        ))}
      </div>
      {own.length > 0 ? (
        <p className="mt-1 text-[11px] font-medium text-red-700 dark:text-red-300">
          {own.map((problem) => `${label} ${problem.message}`).join('; ')}
        </p>
      ) : null}
    </fieldset>
  );
}
