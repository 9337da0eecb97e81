import type { ReactNode } from 'react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/button.tsx';
import { ScreenFrame } from '../../../components/screen-frame.tsx';
import type { ProviderKind } from '../../../providers/provider-settings.ts';
import { providerDescriptions, providerKinds } from '../../../providers/provider-settings.ts';
import { useAppStore } from '../../../store/app-store.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import type { SettingsFormValues } from '../settings-form-values.ts';
import {
  baseUrlAfterProviderChange,
  initialFormValues,
  providerFieldId,
  toSettingsInput,
  validateBaseUrl,
} from '../settings-form-values.ts';
import { ModelField } from './model-field.tsx';
import { connectSourcesOf } from '../../../providers/connect-policy.ts';
import { connectWarning } from '../connect-warning.ts';

/** The origins the page's Content-Security-Policy lets it connect to; undefined when it runs without one. */
function pageConnectSources(): readonly string[] | undefined {
  const policy = document
    .querySelector('meta[http-equiv="Content-Security-Policy"]')
    ?.getAttribute('content');
  return policy ? connectSourcesOf(policy) : undefined;
}

const inputClass =
  'h-8 w-full rounded-md border border-zinc-300 bg-white px-2 text-sm dark:border-zinc-700 dark:bg-zinc-900 focus:outline-2 focus:outline-teal-600';

/**
 * Settings: which model the agent talks to. Provider, base URL, model (listed from the provider's models
 * endpoint) and API key; the key stays in this tab's session storage unless "remember on this device" is ticked.
 * Without a provider, the built-in demo model runs. `children` are further sections of the screen (MCP servers).
 */
export function SettingsScreen({ children }: { readonly children?: ReactNode }) {
  const saved = useAppStore((state) => state.providerSettings);
  const modelSource = useAppStore((state) => state.modelSource);
  const [notice, setNotice] = useState<
    { readonly text: string; readonly offerNewConversation: boolean } | undefined
  >(undefined);
  const { register, handleSubmit, control, setValue, getValues, formState } = useForm<SettingsFormValues>({
    defaultValues: initialFormValues(saved, useAppStore.getState().readApiKey()),
    mode: 'onChange',
  });
  const [provider, baseUrl, apiKey] = useWatch({ control, name: ['provider', 'baseUrl', 'apiKey'] });
  const connectionKey = useDebouncedValue(JSON.stringify([provider, baseUrl, apiKey]), 600);
  const [debouncedProvider, debouncedUrl, debouncedKey] = JSON.parse(connectionKey) as [
    ProviderKind,
    string,
    string,
  ];
  const description = providerDescriptions[provider];
  const [connectSources] = useState(pageConnectSources);
  const blocked = connectSources
    ? connectWarning(baseUrl, connectSources, window.location.origin)
    : undefined;

  const onSubmit = handleSubmit((values) => {
    useAppStore.getState().saveProviderSettings(toSettingsInput(values));
    setNotice({
      text: `Saved. The next turn goes to ${values.model.trim()} (${providerDescriptions[values.provider].label}).`,
      offerNewConversation: true,
    });
  });

  const providerField = register('provider', {
    onChange: (event: { target: { value: string } }) => {
      const next = event.target.value as ProviderKind;
      setValue('baseUrl', baseUrlAfterProviderChange(getValues('baseUrl'), next), { shouldValidate: true });
      setValue('model', '');
    },
  });

  return (
    <ScreenFrame
      title="Settings"
      width="form"
      intro={
        modelSource === 'demo'
          ? 'The agent talks to the built-in demo model: no key, no network. Connect a real model below.'
          : `The agent talks to ${saved?.model ?? 'the configured model'}.`
      }
    >
      <form onSubmit={(event) => void onSubmit(event)} className="space-y-4" noValidate>
        <div className="space-y-1">
          <label htmlFor={providerFieldId} className="block text-sm font-medium">
            Provider
          </label>
          <select id={providerFieldId} className={inputClass} {...providerField}>
            {providerKinds.map((kind) => (
              <option key={kind} value={kind}>
                {providerDescriptions[kind].label}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor="settings-base-url" className="block text-sm font-medium">
            Base URL
          </label>
          <input
            id="settings-base-url"
            type="url"
            spellCheck={false}
            className={inputClass}
            aria-invalid={!!formState.errors.baseUrl}
            aria-describedby="settings-base-url-hint"
            {...register('baseUrl', { validate: validateBaseUrl })}
          />
          <p id="settings-base-url-hint" className="text-xs text-zinc-600 dark:text-zinc-400">
            {description.baseUrlHint}
          </p>
          {formState.errors.baseUrl ? (
            <p className="text-xs text-red-700 dark:text-red-300">{formState.errors.baseUrl.message}</p>
          ) : null}
          {blocked ? (
            <p role="alert" className="text-xs text-amber-800 dark:text-amber-300">
              {blocked}
            </p>
          ) : null}
        </div>
        <div className="space-y-1">
          <label htmlFor="settings-api-key" className="block text-sm font-medium">
            API key{' '}
            {description.keyRequired ? null : (
              <span className="font-normal text-zinc-600 dark:text-zinc-400">
                (optional for local servers)
              </span>
            )}
          </label>
          <input
            id="settings-api-key"
            type="password"
            autoComplete="off"
            spellCheck={false}
            className={inputClass}
            {...register('apiKey', {
              validate: (value) =>
                !description.keyRequired || !!value.trim() || 'This provider needs an API key.',
            })}
          />
          {formState.errors.apiKey ? (
            <p className="text-xs text-red-700 dark:text-red-300">{formState.errors.apiKey.message}</p>
          ) : null}
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" {...register('rememberKey')} />
            Remember the key on this device
          </label>
          <p className="text-xs text-zinc-600 dark:text-zinc-400">
            Unticked, the key lives only in this tab and is gone when it closes. It never appears in exports
            or error messages.
          </p>
        </div>
        <ModelField
          registration={register('model', { validate: (value) => !!value.trim() || 'Pick or type a model.' })}
          connection={{ provider: debouncedProvider, baseUrl: debouncedUrl, apiKey: debouncedKey }}
          error={formState.errors.model?.message}
        />
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" variant="primary">
            Save settings
          </Button>
          <Button
            onClick={() => {
              useAppStore.getState().forgetProviderSettings();
              setNotice({
                text: 'The built-in demo model is back; the provider and its key are forgotten.',
                offerNewConversation: false,
              });
            }}
          >
            Use the built-in demo model
          </Button>
        </div>
        {notice ? (
          <div className="flex flex-wrap items-center gap-2">
            <p role="status" className="text-sm text-teal-800 dark:text-teal-300">
              {notice.text}
            </p>
            {notice.offerNewConversation ? (
              <Button
                onClick={() => {
                  const state = useAppStore.getState();
                  void state.newConversation().then(() => state.setScreen('console'));
                }}
              >
                Start a new conversation
              </Button>
            ) : null}
          </div>
        ) : null}
      </form>
      {children}
    </ScreenFrame>
  );
}
