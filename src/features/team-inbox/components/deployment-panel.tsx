import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/button.tsx';
import {
  ConnectFields,
  connectErrorClass,
  connectHintClass,
  connectInputClass,
} from '../../../components/connect-fields.tsx';
import { sectionHeadingClass } from '../../../components/screen-frame.tsx';
import { useAppStore } from '../../../store/app-store.ts';
import { assistantsQueryOptions } from '../api/inbox-queries.ts';
import { DeploymentToolTiers } from './deployment-tool-tiers.tsx';

interface DeploymentFormValues {
  readonly url: string;
  readonly apiKey: string;
  readonly rememberKey: boolean;
  readonly operatorName: string;
}

function validateUrl(url: string): string | undefined {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'http:' || parsed.protocol === 'https:'
      ? undefined
      : 'Use an http or https URL.';
  } catch {
    return 'Enter the deployment URL, e.g. http://127.0.0.1:2024.';
  }
}

/** The connection's state under the form: checking, the assistants found, or the worded failure. */
function ConnectionStatus() {
  const revision = useAppStore((state) => state.langGraphRevision);
  const deployment = useAppStore((state) => state.langGraphDeployment);
  const client = deployment ? useAppStore.getState().langGraphClient() : undefined;
  const assistants = useQuery({
    ...assistantsQueryOptions(client, revision),
  });
  if (!client) return <p className={connectHintClass}>No deployment connected.</p>;
  if (assistants.isPending) return <p className={connectHintClass}>Connecting to {client.url}…</p>;
  if (assistants.error)
    return (
      <p role="alert" className={connectErrorClass}>
        {assistants.error.message}
      </p>
    );
  const names = assistants.data.map((assistant) => assistant.name).join(', ');
  return (
    <p role="status" className="text-xs text-emerald-800 dark:text-emerald-300">
      Connected to {client.url}: {assistants.data.length} assistant{assistants.data.length === 1 ? '' : 's'}
      {names ? ` (${names})` : ''}.
    </p>
  );
}

/**
 * Settings of the team inbox: the LangGraph deployment (its URL and API key, kept like the model API key) and
 * the name other operators see while this one reviews a thread.
 */
export function DeploymentPanel() {
  const id = useId();
  const deployment = useAppStore((state) => state.langGraphDeployment);
  const operator = useAppStore((state) => state.operator);
  const { register, handleSubmit, formState } = useForm<DeploymentFormValues>({
    defaultValues: {
      url: deployment?.url ?? '',
      apiKey: '',
      rememberKey: deployment?.rememberKey ?? false,
      operatorName: operator.name,
    },
  });
  const onSubmit = handleSubmit((values) => {
    const store = useAppStore.getState();
    store.setOperatorName(values.operatorName);
    store.saveLangGraphDeployment(
      { url: values.url.trim().replace(/\/+$/, ''), rememberKey: values.rememberKey },
      values.apiKey === '' ? undefined : values.apiKey,
    );
  });
  const errors = formState.errors;
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <h2 id={`${id}-heading`} className={sectionHeadingClass}>
        LangGraph deployment
      </h2>
      <p className={connectHintClass}>
        Every interrupted thread of the deployment appears in the Team inbox, for every operator connected to
        it.
      </p>
      <form
        aria-label="LangGraph deployment"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="space-y-3 rounded-md border border-zinc-200 p-3 dark:border-zinc-800"
      >
        <ConnectFields
          id={id}
          url={{
            label: 'Deployment URL',
            placeholder: 'http://127.0.0.1:2024',
            registration: register('url', { validate: validateUrl }),
            error: errors.url?.message,
          }}
          secrets={{
            legend: 'API key',
            rememberLabel: 'Remember the key on this device',
            rememberRegistration: register('rememberKey'),
          }}
        >
          <div className="space-y-1">
            <label htmlFor={`${id}-key`} className="block text-sm font-medium">
              API key (x-api-key)
            </label>
            <input
              id={`${id}-key`}
              type="password"
              autoComplete="off"
              placeholder={deployment ? 'unchanged unless typed' : 'none'}
              className={connectInputClass}
              {...register('apiKey')}
            />
          </div>
        </ConnectFields>
        <div className="space-y-1">
          <label htmlFor={`${id}-operator`} className="block text-sm font-medium">
            Your name
          </label>
          <input
            id={`${id}-operator`}
            autoComplete="nickname"
            maxLength={60}
            placeholder="shown to other operators"
            className={connectInputClass}
            {...register('operatorName')}
          />
          <p className={connectHintClass}>Others see “being reviewed by” this name.</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" variant="primary">
            Connect
          </Button>
          {deployment ? (
            <Button variant="ghost" onClick={() => useAppStore.getState().forgetLangGraphDeployment()}>
              Disconnect
            </Button>
          ) : null}
        </div>
        <ConnectionStatus />
      </form>
      {deployment ? (
        <section aria-labelledby={`${id}-tiers`} className="space-y-2">
          <h3 id={`${id}-tiers`} className="text-sm font-semibold">
            Tool tiers of this deployment
          </h3>
          <p className={connectHintClass}>
            Its graphs run their own tools. Until you give one a tier it is unknown, handled as destructive:
            Approve all leaves it out unless chosen and asks first, and no allow rule answers it. The tiers
            are kept for this deployment and exported with the rules.
          </p>
          <DeploymentToolTiers deploymentUrl={deployment.url} />
        </section>
      ) : null}
    </section>
  );
}
