import type { EditorContextValue } from '../editor-context.ts';
import { EditorContext } from '../editor-context.ts';
import type { FieldSpec } from '../schema-model.ts';
import { SchemaField } from './schema-field.tsx';

/**
 * A form of a schema's fields, each reading and writing its value through `context`; it never submits (the
 * decision bar or the answer bar acts on it). `argumentEditor` marks the form of a call's arguments, the one the
 * console's keys focus.
 */
export function SchemaFieldsForm({
  label,
  context,
  fields,
  argumentEditor = false,
}: {
  readonly label: string;
  readonly context: EditorContextValue;
  readonly fields: readonly FieldSpec[];
  readonly argumentEditor?: boolean;
}) {
  return (
    <EditorContext.Provider value={context}>
      <form
        aria-label={label}
        data-argument-editor={argumentEditor ? '' : undefined}
        noValidate
        onSubmit={(event) => event.preventDefault()}
        className="space-y-1.5"
      >
        {fields.map((field) => (
          <SchemaField key={field.key} spec={field} path={field.key} />
        ))}
      </form>
    </EditorContext.Provider>
  );
}
