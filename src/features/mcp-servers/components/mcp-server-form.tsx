import { useFieldArray, useForm } from 'react-hook-form';
import { Button } from '../../../components/button.tsx';
import { useAppStore } from '../../../store/app-store.ts';
import type { McpServerEntry } from '../../../store/mcp-slice-contract.ts';
import type { McpServerFormValues } from '../mcp-server-form-values.ts';
import {
  initialServerValues,
  toServerInput,
  validateHeaderName,
  validateHeaderValue,
  validateServerUrl,
} from '../mcp-server-form-values.ts';

const inputClass =
  'h-8 w-full rounded-md border border-zinc-300 bg-white px-2 text-sm dark:border-zinc-700 dark:bg-zinc-900 focus:outline-2 focus:outline-teal-600';
const errorClass = 'text-xs text-red-700 dark:text-red-300';
const hintClass = 'text-xs text-zinc-600 dark:text-zinc-400';

/** Adds a server, or changes one: URL, name, headers (kept like the API key), trust and timeout. */
export function McpServerForm({
  entry,
  onDone,
}: {
  readonly entry?: McpServerEntry;
  readonly onDone: () => void;
}) {
  const id = entry?.settings.id;
  const prefix = id ? `mcp-${id}` : 'mcp-new';
  const { register, handleSubmit, control, formState } = useForm<McpServerFormValues>({
    defaultValues: initialServerValues(
      entry?.settings,
      id ? useAppStore.getState().readMcpHeaders(id) : {},
    ) as McpServerFormValues,
    mode: 'onChange',
  });
  const headers = useFieldArray({ control, name: 'headers' as never });
  const onSubmit = handleSubmit(async (values) => {
    onDone();
    await useAppStore.getState().saveMcpServer(toServerInput(values, id));
  });
  const errors = formState.errors;
  return (
    <form
      aria-label={entry ? `Edit ${entry.settings.name}` : 'Add an MCP server'}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="space-y-3 rounded-md border border-zinc-200 p-3 dark:border-zinc-800"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1 sm:col-span-2">
          <label htmlFor={`${prefix}-url`} className="block text-sm font-medium">
            Server URL
          </label>
          <input
            id={`${prefix}-url`}
            type="url"
            spellCheck={false}
            placeholder="http://127.0.0.1:3001/mcp"
            className={inputClass}
            aria-invalid={!!errors.url}
            {...register('url', { validate: validateServerUrl })}
          />
          {errors.url ? <p className={errorClass}>{errors.url.message}</p> : null}
        </div>
        <div className="space-y-1">
          <label htmlFor={`${prefix}-name`} className="block text-sm font-medium">
            Name
          </label>
          <input
            id={`${prefix}-name`}
            className={inputClass}
            placeholder="the host, if left empty"
            {...register('name')}
          />
          <p className={hintClass}>Its tools are called name__tool.</p>
        </div>
        <div className="space-y-1">
          <label htmlFor={`${prefix}-timeout`} className="block text-sm font-medium">
            Timeout (seconds)
          </label>
          <input
            id={`${prefix}-timeout`}
            type="number"
            min={1}
            max={3600}
            className={inputClass}
            {...register('timeoutSeconds', {
              valueAsNumber: true,
              min: { value: 1, message: 'At least one second.' },
            })}
          />
          <p className={hintClass}>A call with no answer or progress for this long fails.</p>
        </div>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Headers</legend>
        {headers.fields.map((field, index) => (
          <div key={field.id} className="flex flex-wrap items-start gap-2">
            <div className="min-w-32 flex-1 space-y-1">
              <input
                aria-label={`Header ${index + 1} name`}
                className={inputClass}
                placeholder="Authorization"
                spellCheck={false}
                {...register(`headers.${index}.name` as const, { validate: validateHeaderName })}
              />
              {errors.headers?.[index]?.name ? (
                <p className={errorClass}>{errors.headers[index].name.message}</p>
              ) : null}
            </div>
            <div className="min-w-48 flex-[2] space-y-1">
              <input
                aria-label={`Header ${index + 1} value`}
                type="password"
                autoComplete="off"
                spellCheck={false}
                className={inputClass}
                placeholder="Bearer …"
                {...register(`headers.${index}.value` as const, { validate: validateHeaderValue })}
              />
              {errors.headers?.[index]?.value ? (
                <p className={errorClass}>{errors.headers[index].value.message}</p>
              ) : null}
            </div>
            <Button
              variant="ghost"
              onClick={() => headers.remove(index)}
              aria-label={`Remove header ${index + 1}`}
            >
              Remove
            </Button>
          </div>
        ))}
        <Button
          size="sm"
          onClick={() =>
            headers.append({ name: headers.fields.length === 0 ? 'Authorization' : '', value: '' } as never)
          }
        >
          Add a header
        </Button>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" {...register('rememberHeaders')} />
          Remember the header values on this device
        </label>
        <p className={hintClass}>
          Unticked, the values live only in this tab, like the API key. They never appear in exports or error
          messages.
        </p>
      </fieldset>
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" role="switch" className="mt-1" {...register('trusted')} />
        <span>
          Trust this server&apos;s tool annotations
          <span className={`block ${hintClass}`}>
            Off: no tool of it is read-only, and each is destructive unless it says destructiveHint false. On:
            a tool that says readOnlyHint true runs without asking.
          </span>
        </span>
      </label>
      <div className="flex gap-2">
        <Button type="submit" variant="primary">
          {entry ? 'Save and reconnect' : 'Connect'}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
