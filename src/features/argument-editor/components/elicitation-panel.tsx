import { valueAtPath } from '../../../core/argument-path.ts';
import { useMemo, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/button.tsx';
import type { JsonObject } from '../../../core/json.ts';
import { isJsonObject } from '../../../core/json.ts';
import { useAppStore } from '../../../store/app-store.ts';
import type { ElicitationAnswer, ElicitationRequest } from '../../../tools/mcp/mcp-elicitation.ts';
import { elicitationContent } from '../../../tools/mcp/mcp-elicitation.ts';
import { withDialect } from '../../../tools/mcp/mcp-schema.ts';
import { validateArguments } from '../argument-validation.ts';
import type { EditorContextValue } from '../editor-context.ts';
import { formToJson } from '../form-values.ts';
import { objectFields } from '../schema-model.ts';
import { SchemaFieldsForm } from './schema-fields-form.tsx';

function defaultsOf(schema: JsonObject): JsonObject {
  const properties = isJsonObject(schema.properties) ? schema.properties : {};
  return Object.fromEntries(
    Object.entries(properties).flatMap(([key, property]) =>
      isJsonObject(property) && property.default !== undefined ? [[key, property.default]] : [],
    ),
  );
}

function AnswerBar({
  onAnswer,
  canAccept,
  acceptLabel,
}: {
  readonly onAnswer: (answer: ElicitationAnswer) => void;
  readonly canAccept: boolean;
  readonly acceptLabel: string;
}) {
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label="Answer the server">
      <Button variant="primary" disabled={!canAccept} onClick={() => onAnswer({ action: 'accept' })}>
        {acceptLabel}
      </Button>
      <Button onClick={() => onAnswer({ action: 'decline' })}>Decline</Button>
      <Button variant="ghost" onClick={() => onAnswer({ action: 'cancel' })}>
        Cancel
      </Button>
    </div>
  );
}

function FormRequest({
  callId,
  request,
  onAnswer,
}: {
  readonly callId: string;
  readonly request: Extract<ElicitationRequest, { mode: 'form' }>;
  readonly onAnswer: (answer: ElicitationAnswer) => void;
}) {
  const schema = useMemo(() => withDialect(request.requestedSchema), [request.requestedSchema]);
  const defaults = useMemo(() => defaultsOf(schema), [schema]);
  const form = useForm<Record<string, unknown>>({
    defaultValues: defaults as Record<string, unknown>,
    mode: 'onChange',
  });
  const watched = useWatch({ control: form.control });
  const values = useMemo(() => formToJson(watched), [watched]);
  const problems = useMemo(
    () => validateArguments(schema, elicitationContent(schema, values)),
    [schema, values],
  );
  const fields = useMemo(() => objectFields(schema, defaults), [schema, defaults]);
  const context = useMemo<EditorContextValue>(
    () => ({
      callId: `elicitation-${callId}`,
      control: form.control,
      original: defaults,
      problems,
      // An answer has no proposal to differ from: nothing is marked edited.
      isModified: () => false,
      resetPath: (path: string) => form.setValue(path, valueAtPath(defaults, path.split('.'))),
    }),
    [callId, form, defaults, problems],
  );
  return (
    <FormProvider {...form}>
      <SchemaFieldsForm label="Answer form" context={context} fields={fields} />
      <AnswerBar
        canAccept={problems.length === 0}
        acceptLabel="Accept"
        onAnswer={(answer) =>
          onAnswer(
            answer.action === 'accept'
              ? { action: 'accept', content: elicitationContent(schema, values) }
              : answer,
          )
        }
      />
    </FormProvider>
  );
}

/**
 * A running call's server asks the operator something (MCP elicitation): its message, then a form generated
 * from the requested schema with Accept, Decline and Cancel, or for a URL request the URL as text, never opened
 * by the console.
 */
export function ElicitationPanel({ callId }: { readonly callId: string }) {
  const request = useAppStore((state) => state.mcpCallActivity[callId]?.elicitation);
  const [sending, setSending] = useState(false);
  if (!request) return null;
  const answer = (value: ElicitationAnswer) => {
    setSending(true);
    void useAppStore
      .getState()
      .answerElicitation(callId, value)
      .finally(() => setSending(false));
  };
  return (
    <section
      aria-label="The server asks"
      aria-busy={sending}
      className="space-y-2 rounded-md border border-amber-300 bg-amber-50/60 p-2 dark:border-amber-800 dark:bg-amber-950/40"
    >
      <h5 className="text-xs font-semibold text-amber-900 dark:text-amber-200">The server asks</h5>
      <p className="text-sm whitespace-pre-wrap [overflow-wrap:anywhere]">
        {request.message || '(no message)'}
      </p>
      {request.mode === 'form' ? (
        <FormRequest callId={callId} request={request} onAnswer={answer} />
      ) : (
        <>
          <p className="text-xs text-zinc-700 dark:text-zinc-300">
            It asks you to visit this address. The console does not open it; copy it into a browser only if
            you trust it.
          </p>
          <p aria-label="Requested URL" className="font-mono text-xs [overflow-wrap:anywhere]">
            {request.url}
          </p>
          <AnswerBar canAccept acceptLabel="Accept (I will visit it)" onAnswer={answer} />
        </>
      )}
    </section>
  );
}
