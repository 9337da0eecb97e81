import { useEditorContext } from '../editor-context.ts';
import type { FieldSpec } from '../schema-model.ts';
import type { GroupFieldProps } from './child-field.ts';
import { GroupFieldset } from './group-fieldset.tsx';

/** A nested object: a fieldset named by its key, with one field per property. */
export function ObjectField({
  spec,
  fields,
  path,
  label,
  modified,
  onReset,
  Field,
}: GroupFieldProps & { readonly fields: readonly FieldSpec[] }) {
  const editor = useEditorContext();
  const own = editor.problems.filter((problem) => problem.path === path);
  return (
    <GroupFieldset
      label={label}
      note={spec.required ? 'required' : null}
      modified={modified}
      onReset={onReset}
      problems={own.map((problem) => `${label} ${problem.message}`)}
    >
      <div className="space-y-1">
        {fields.map((field) => (
          <Field key={field.key} spec={field} path={`${path}.${field.key}`} />
        ))}
      </div>
    </GroupFieldset>
  );
}
