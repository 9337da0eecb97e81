import { useController, useFormContext } from 'react-hook-form';
import { Button } from '../../../components/button.tsx';
import { useEditorContext } from '../editor-context.ts';
import type { FieldModel, FieldSpec } from '../schema-model.ts';
import { blankValue } from '../schema-model.ts';
import { GroupFieldset } from './group-fieldset.tsx';
import type { GroupFieldProps } from './child-field.ts';

/** An array of simple items: one field per item, each removable, and an Add button. */
export function ArrayField({
  spec,
  model,
  path,
  label,
  modified,
  onReset,
  Field,
}: GroupFieldProps & { readonly model: Extract<FieldModel, { kind: 'array' }> }) {
  const editor = useEditorContext();
  const form = useFormContext<Record<string, unknown>>();
  const { field } = useController({ name: path });
  const items: readonly unknown[] = Array.isArray(field.value) ? field.value : [];
  const setItems = (next: readonly unknown[]) => form.setValue(path, [...next], { shouldDirty: true });
  // Item edits go to `path.N`, which this controller does not re-render for: read the array fresh when changing it.
  const latest = (): readonly unknown[] => {
    const value: unknown = form.getValues(path);
    return Array.isArray(value) ? value : [];
  };
  const problems = editor.problems.filter((problem) => problem.path === path);
  const itemSpec: FieldSpec = { key: spec.key, schema: model.items, required: false, model: model.itemModel };
  return (
    <GroupFieldset
      label={label}
      note={`${items.length} ${items.length === 1 ? 'item' : 'items'}`}
      modified={modified}
      onReset={onReset}
      problems={problems.map((problem) => `${problem.path} ${problem.message}`)}
    >
      <ol className="space-y-1">
        {items.map((_item, index) => (
          <li key={index} className="flex items-start gap-2">
            <div className="min-w-0 flex-1">
              <Field spec={itemSpec} path={`${path}.${index}`} label={`${label} ${index + 1}`} />
            </div>
            <Button
              size="sm"
              variant="ghost"
              className="mt-7"
              aria-label={`Remove ${label} ${index + 1}`}
              onClick={() => setItems(latest().filter((_, position) => position !== index))}
            >
              Remove
            </Button>
          </li>
        ))}
      </ol>
      <Button
        size="sm"
        className="mt-1"
        aria-label={`Add ${label}`}
        onClick={() => setItems([...latest(), blankValue(model.itemModel)])}
      >
        + Add
      </Button>
    </GroupFieldset>
  );
}
