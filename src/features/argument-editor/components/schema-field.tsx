import { problemsAt } from '../argument-validation.ts';
import { useEditorContext } from '../editor-context.ts';
import { pathId } from '../form-values.ts';
import type { FieldSpec } from '../schema-model.ts';
import { ArrayField } from './array-field.tsx';
import { FieldFrame } from './field-frame.tsx';
import { JsonControl } from './json-field.tsx';
import { ObjectField } from './object-field.tsx';
import { PrimitiveControl } from './primitive-field.tsx';

/** One argument (or nested value) edited with the control its schema calls for, labelled by its key. */
export function SchemaField({
  spec,
  path,
  label = spec.key,
}: {
  readonly spec: FieldSpec;
  readonly path: string;
  readonly label?: string;
}) {
  const editor = useEditorContext();
  const topKey = path.split('.')[0] ?? path;
  const modified = editor.isModified(path);
  const onReset = () => editor.resetPath(path);
  const group = { spec, path, label, modified, onReset, Field: SchemaField };

  if (spec.model.kind === 'object') {
    return <ObjectField {...group} fields={spec.model.fields} />;
  }
  if (spec.model.kind === 'array') {
    return <ArrayField {...group} model={spec.model} />;
  }
  const id = pathId(editor.callId, path);
  const errorId = `${id}-error`;
  const exact =
    spec.model.kind === 'json'
      ? problemsAt(editor.problems, path)
      : editor.problems.filter((problem) => problem.path === path);
  const describedBy = exact.length > 0 ? errorId : undefined;
  return (
    <FieldFrame
      inputId={id}
      label={label}
      required={spec.required}
      description={spec.description}
      problems={exact}
      errorId={errorId}
      modified={modified}
      onReset={onReset}
    >
      {spec.model.kind === 'json' ? (
        <JsonControl
          id={id}
          path={path}
          topKey={topKey}
          callId={editor.callId}
          invalid={exact.length > 0}
          describedBy={describedBy}
        />
      ) : (
        <PrimitiveControl
          id={id}
          path={path}
          model={spec.model}
          invalid={exact.length > 0}
          describedBy={describedBy}
        />
      )}
    </FieldFrame>
  );
}
