import { useFieldArray, useForm } from 'react-hook-form';
import { Button } from '../../../components/button.tsx';
import { useAppStore } from '../../../store/app-store.ts';
import type { AgentFormValues } from '../agent-form-values.ts';
import { toAgentInput, validateAgentUrl, validateHeaderName } from '../agent-form-values.ts';

const inputClass =
  'h-8 w-full rounded-md border border-zinc-300 bg-white px-2 text-sm dark:border-zinc-700 dark:bg-zinc-900 focus:outline-2 focus:outline-teal-600';
const errorClass = 'text-xs text-red-700 dark:text-red-300';
const hintClass = 'text-xs text-zinc-600 dark:text-zinc-400';

/** Connects an AG-UI agent: its run endpoint, a name, headers (kept like the API key). Saving checks it. */
export function AgentConnectForm() {
  const { register, handleSubmit, control, formState, reset } = useForm<AgentFormValues>({
    defaultValues: { url: '', name: '', headers: [], rememberHeaders: false },
    mode: 'onSubmit',
  });
  const headers = useFieldArray({ control, name: 'headers' as never });
  const onSubmit = handleSubmit(async (values) => {
    await useAppStore.getState().saveAgUiAgent(toAgentInput(values));
    reset();
  });
  const errors = formState.errors;
  return (
    <form
      aria-label="Connect an agent"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="space-y-3 rounded-md border border-zinc-200 p-3 dark:border-zinc-800"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1 sm:col-span-2">
          <label htmlFor="agent-url" className="block text-sm font-medium">
            Run endpoint URL
          </label>
          <input
            id="agent-url"
            type="url"
            spellCheck={false}
            placeholder="http://127.0.0.1:8787/agent"
            className={inputClass}
            aria-invalid={!!errors.url}
            {...register('url', { validate: validateAgentUrl })}
          />
          {errors.url ? <p className={errorClass}>{errors.url.message}</p> : null}
          <p className={hintClass}>
            The URL that takes a RunAgentInput by POST and answers with AG-UI events.
          </p>
        </div>
        <div className="space-y-1 sm:col-span-2">
          <label htmlFor="agent-name" className="block text-sm font-medium">
            Name
          </label>
          <input
            id="agent-name"
            className={inputClass}
            placeholder="the host, if left empty"
            {...register('name')}
          />
          <p className={hintClass}>Rules match its tools as name__tool.</p>
        </div>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Headers</legend>
        <p className={hintClass}>
          Kept like the API key: in this tab only unless remembered, never exported and never shown in errors.
        </p>
        {headers.fields.map((field, index) => (
          <div key={field.id} className="flex flex-wrap items-start gap-2">
            <div className="min-w-32 flex-1">
              <input
                aria-label={`Header ${index + 1} name`}
                placeholder="Authorization"
                className={inputClass}
                {...register(`headers.${index}.name` as const, { validate: validateHeaderName })}
              />
              {errors.headers?.[index]?.name ? (
                <p className={errorClass}>{errors.headers[index]?.name?.message}</p>
              ) : null}
            </div>
            <input
              aria-label={`Header ${index + 1} value`}
              type="password"
              autoComplete="off"
              placeholder="Bearer …"
              className={`${inputClass} min-w-32 flex-1`}
              {...register(`headers.${index}.value` as const)}
            />
            <Button size="sm" variant="ghost" onClick={() => headers.remove(index)}>
              Remove
            </Button>
          </div>
        ))}
        <div className="flex flex-wrap items-center gap-3">
          <Button size="sm" onClick={() => headers.append({ name: '', value: '' })}>
            Add a header
          </Button>
          <label className="flex items-center gap-1.5 text-sm">
            <input type="checkbox" className="accent-teal-700" {...register('rememberHeaders')} />
            Remember the headers on this device
          </label>
        </div>
      </fieldset>
      <Button type="submit" variant="primary" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Connecting…' : 'Connect'}
      </Button>
    </form>
  );
}
