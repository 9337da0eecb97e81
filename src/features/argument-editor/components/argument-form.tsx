import { useCallback, useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { JsonObject } from '../../../core/json.ts';
import type { ToolCall } from '../../../core/tool-call.ts';
import { isModifiedAt } from '../../../core/argument-path.ts';
import { effectiveArgs } from '../../../core/tool-call.ts';
import { useAppStore } from '../../../store/app-store.ts';
import type { ArgumentProblem } from '../argument-validation.ts';
import type { EditorContextValue } from '../editor-context.ts';
import { useFormSync } from '../hooks/use-form-sync.ts';
import { objectFields } from '../schema-model.ts';
import { SchemaFieldsForm } from './schema-fields-form.tsx';

/**
 * The form generated from the tool's input schema for one pending call. Its fields start from the effective
 * arguments (so a draft restored after a reload is there) and every change goes to the store's draft.
 */
export function ArgumentForm({
  call,
  schema,
  problems,
}: {
  readonly call: ToolCall;
  readonly schema: JsonObject | undefined;
  readonly problems: readonly ArgumentProblem[];
}) {
  const resetArgumentAt = useAppStore((state) => state.resetArgumentAt);
  const effective = useMemo(() => effectiveArgs(call), [call]);
  const original = useMemo(() => call.args ?? {}, [call.args]);
  // Controls are chosen from the proposed arguments, so a field never changes kind while it is being typed in.
  const fields = useMemo(
    () => objectFields(schema, { ...original, ...call.modifiedArgs }),
    [schema, original, call.modifiedArgs],
  );
  const form = useForm<Record<string, unknown>>({
    defaultValues: effective as Record<string, unknown>,
    mode: 'onChange',
  });
  useFormSync(form, call.id, effective);

  // The form follows the store's draft (useFormSync), so a reset there is all a Reset needs to do.
  const resetPath = useCallback(
    (path: string) => resetArgumentAt(call.id, path.split('.')),
    [call.id, resetArgumentAt],
  );
  const draft = useMemo(
    () => ({ args: call.args, modifiedArgs: call.modifiedArgs }),
    [call.args, call.modifiedArgs],
  );
  const context = useMemo<EditorContextValue>(
    () => ({
      callId: call.id,
      control: form.control,
      original,
      problems,
      isModified: (path: string) => isModifiedAt(draft, path.split('.')),
      resetPath,
    }),
    [call.id, form.control, original, problems, draft, resetPath],
  );

  if (fields.length === 0) {
    return <p className="text-xs text-zinc-600 dark:text-zinc-400">This tool takes no arguments.</p>;
  }
  return (
    <FormProvider {...form}>
      <SchemaFieldsForm
        label={`Arguments of ${call.name}`}
        context={context}
        fields={fields}
        argumentEditor
      />
    </FormProvider>
  );
}
