import { useFieldArray, useForm } from 'react-hook-form';
import { Button } from '../../../components/button.tsx';
import {
  ConnectFields,
  connectErrorClass,
  connectHintClass,
  connectInputClass,
} from '../../../components/connect-fields.tsx';
import { useAppStore } from '../../../store/app-store.ts';
import type { AgentFormValues } from '../agent-form-values.ts';
import { toAgentInput, validateAgentUrl, validateHeaderName } from '../agent-form-values.ts';

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
      <ConnectFields
        id="agent"
        url={{
          label: 'Run endpoint URL',
          placeholder: 'http://127.0.0.1:8787/agent',
          registration: register('url', { validate: validateAgentUrl }),
          error: errors.url?.message,
          hint: 'The URL that takes a RunAgentInput by POST and answers with AG-UI events.',
        }}
        details={
          <div className="space-y-1">
            <label htmlFor="agent-name" className="block text-sm font-medium">
              Name
            </label>
            <input
              id="agent-name"
              className={connectInputClass}
              placeholder="the host, if left empty"
              {...register('name')}
            />
            <p className={connectHintClass}>Rules match its tools as name__tool.</p>
          </div>
        }
        secrets={{
          legend: 'Headers',
          rememberLabel: 'Remember the headers on this device',
          rememberRegistration: register('rememberHeaders'),
        }}
      >
        {headers.fields.map((field, index) => (
          <div key={field.id} className="flex flex-wrap items-start gap-2">
            <div className="min-w-32 flex-1">
              <input
                aria-label={`Header ${index + 1} name`}
                placeholder="Authorization"
                className={connectInputClass}
                {...register(`headers.${index}.name` as const, { validate: validateHeaderName })}
              />
              {errors.headers?.[index]?.name ? (
                <p className={connectErrorClass}>{errors.headers[index]?.name?.message}</p>
              ) : null}
            </div>
            <input
              aria-label={`Header ${index + 1} value`}
              type="password"
              autoComplete="off"
              placeholder="Bearer …"
              className={`${connectInputClass} min-w-32 flex-1`}
              {...register(`headers.${index}.value` as const)}
            />
            <Button size="sm" variant="ghost" onClick={() => headers.remove(index)}>
              Remove
            </Button>
          </div>
        ))}
        <Button size="sm" onClick={() => headers.append({ name: '', value: '' })}>
          Add a header
        </Button>
      </ConnectFields>
      <Button type="submit" variant="primary" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Connecting…' : 'Connect'}
      </Button>
    </form>
  );
}
