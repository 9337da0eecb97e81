import type { JsonObject, JsonValue } from '../../../core/json.ts';
import { isJsonObject } from '../../../core/json.ts';
import type { CallInterrupt } from '../../../core/source.ts';

const choiceWords: Readonly<Record<string, string>> = {
  approve: 'approve as proposed',
  edit: 'edit the arguments',
  reject: 'decline with a reason the graph receives',
  ignore: 'decline without a reason (ignore)',
};

function strings(value: JsonValue | undefined): readonly string[] {
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
}

function missingOf(metadata: JsonObject | undefined): readonly { choice: string; why: string }[] {
  const list = metadata?.missing;
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry) =>
    isJsonObject(entry) && typeof entry.choice === 'string' && typeof entry.why === 'string'
      ? [{ choice: entry.choice, why: entry.why }]
      : [],
  );
}

/**
 * What a LangGraph interrupt says about the call under review: the graph's description, the decisions it
 * allows and why the others are missing, and where the form's schema came from. Text only, never markup.
 */
export function InterruptNotes({ interrupt }: { readonly interrupt: CallInterrupt }) {
  if (!interrupt.reason.startsWith('langgraph:')) return null;
  const metadata = interrupt.metadata;
  const allowed = strings(metadata?.allowed);
  const missing = missingOf(metadata);
  const question = interrupt.reason === 'langgraph:value';
  return (
    <section
      aria-label="Interrupt"
      className="space-y-1 rounded-md border border-sky-200 bg-sky-50 p-2 text-xs [overflow-wrap:anywhere] text-sky-950 dark:border-sky-900 dark:bg-sky-950/40 dark:text-sky-100"
    >
      {question ? (
        <>
          <p className="font-medium">The graph asks (answer as JSON in the answer field, then approve):</p>
          <pre className="max-h-40 overflow-auto font-mono whitespace-pre-wrap">{interrupt.message}</pre>
        </>
      ) : (
        <>
          {interrupt.message ? <p className="whitespace-pre-wrap">{interrupt.message}</p> : null}
          {allowed.length > 0 ? (
            <p>
              <span className="font-medium">Allowed:</span>{' '}
              {allowed.map((choice) => choiceWords[choice] ?? choice).join('; ')}.
            </p>
          ) : null}
          {missing.length > 0 ? (
            <ul aria-label="Not offered" className="list-disc pl-4">
              {missing.map((entry) => (
                <li key={entry.choice}>
                  Not offered: {choiceWords[entry.choice] ?? entry.choice}, because {entry.why}.
                </li>
              ))}
            </ul>
          ) : null}
          <p className="text-sky-800 dark:text-sky-300">
            {metadata?.schemaOrigin === 'declared'
              ? 'The form follows the schema the graph declared.'
              : 'The graph declared no schema: the form keeps the types of the proposed arguments.'}
          </p>
        </>
      )}
    </section>
  );
}
