import { useQuery } from '@tanstack/react-query';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '../../../components/button.tsx';
import { modelListQueryOptions } from '../api/model-list-query.ts';
import type { ModelListConnection } from '../model-listing.ts';
import { modelListingBlocker } from '../model-listing.ts';

const inputClass =
  'h-8 w-full rounded-md border border-zinc-300 bg-white px-2 text-sm dark:border-zinc-700 dark:bg-zinc-900 focus:outline-2 focus:outline-teal-600';

/**
 * The model field: free text (any model id works) with the provider's own list as suggestions, and what the
 * models endpoint said, including its error, so a wrong URL or key shows before the first message. A hosted
 * provider is asked only once a key is entered; until then a quiet hint says why the list is empty.
 */
export function ModelField({
  registration,
  connection,
  error,
}: {
  readonly registration: UseFormRegisterReturn<'model'>;
  readonly connection: ModelListConnection;
  readonly error: string | undefined;
}) {
  const models = useQuery(modelListQueryOptions(connection));
  const blocker = modelListingBlocker(connection);
  const listId = 'settings-model-options';
  return (
    <div className="space-y-1">
      <label htmlFor="settings-model" className="block text-sm font-medium">
        Model
      </label>
      <div className="flex gap-2">
        <input
          id="settings-model"
          list={listId}
          autoComplete="off"
          spellCheck={false}
          className={inputClass}
          aria-invalid={!!error}
          aria-describedby="settings-model-status"
          {...registration}
        />
        <Button size="md" onClick={() => void models.refetch()} disabled={blocker !== undefined}>
          Reload models
        </Button>
      </div>
      <datalist id={listId}>
        {(models.data ?? []).map((model) => (
          <option key={model.id} value={model.id}>
            {model.label}
          </option>
        ))}
      </datalist>
      {error ? <p className="text-xs text-red-700 dark:text-red-300">{error}</p> : null}
      <p id="settings-model-status" className="text-xs text-zinc-600 dark:text-zinc-400" aria-live="polite">
        {blocker}
        {models.isFetching ? 'Loading the models…' : null}
        {!models.isFetching && models.data
          ? `${models.data.length} ${models.data.length === 1 ? 'model' : 'models'} available.`
          : null}
      </p>
      {models.error && !models.isFetching && !blocker ? (
        <p role="alert" className="text-xs text-red-700 dark:text-red-300">
          The models could not be listed: {models.error.message}
        </p>
      ) : null}
    </div>
  );
}
