import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** How a connect form's text inputs look. */
export const connectInputClass =
  'h-8 w-full rounded-md border border-zinc-300 bg-white px-2 text-sm dark:border-zinc-700 dark:bg-zinc-900 focus:outline-2 focus:outline-teal-600';
/** How a connect form's hints look. */
export const connectHintClass = 'text-xs text-zinc-600 dark:text-zinc-400';
/** How a connect form's field errors look. */
export const connectErrorClass = 'text-xs text-red-700 dark:text-red-300';

/** What a remote endpoint's connect form asks first: where it is. */
export interface ConnectUrlOptions {
  readonly label: string;
  readonly placeholder: string;
  readonly registration: UseFormRegisterReturn;
  readonly error?: string;
  readonly hint?: string;
}

/** The secrets an endpoint is sent (headers, an API key), and the choice to keep them past this tab. */
export interface ConnectSecretsOptions {
  readonly legend: string;
  /** The checkbox's label, e.g. "Remember the key on this device". */
  readonly rememberLabel: string;
  readonly rememberRegistration: UseFormRegisterReturn;
}

/**
 * The fields a remote endpoint's connect form shares with every other: the endpoint's URL with its error and
 * hint, the form's other fields about the endpoint (`details`), then a group holding the secrets sent to it (the
 * form's own inputs, as children), the checkbox that keeps them on this device, and how they are kept. `id`
 * prefixes the URL input's id, unique on the page.
 */
export function ConnectFields({
  id,
  url,
  details,
  secrets,
  children,
}: {
  readonly id: string;
  readonly url: ConnectUrlOptions;
  readonly details?: ReactNode;
  readonly secrets: ConnectSecretsOptions;
  readonly children: ReactNode;
}) {
  return (
    <>
      <div className="space-y-1">
        <label htmlFor={`${id}-url`} className="block text-sm font-medium">
          {url.label}
        </label>
        <input
          id={`${id}-url`}
          type="url"
          spellCheck={false}
          placeholder={url.placeholder}
          className={connectInputClass}
          aria-invalid={url.error !== undefined}
          {...url.registration}
        />
        {url.error !== undefined ? <p className={connectErrorClass}>{url.error}</p> : null}
        {url.hint ? <p className={connectHintClass}>{url.hint}</p> : null}
      </div>
      {details}
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{secrets.legend}</legend>
        <p className={connectHintClass}>
          Kept like the API key: in this tab only unless remembered, never exported and never shown in errors.
        </p>
        {children}
        <label className="flex items-center gap-1.5 text-sm">
          <input type="checkbox" className="accent-teal-700" {...secrets.rememberRegistration} />
          {secrets.rememberLabel}
        </label>
      </fieldset>
    </>
  );
}
