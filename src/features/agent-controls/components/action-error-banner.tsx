import { useActionError } from '../hooks/use-agent.ts';

/** Why the operator's last action did not happen (the agent refused it, or the model could not be reached). */
export function ActionErrorBanner() {
  const error = useActionError();
  if (!error) return null;
  return (
    <p
      role="alert"
      className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-xs whitespace-pre-line text-red-900 [overflow-wrap:anywhere] dark:border-red-800 dark:bg-red-950 dark:text-red-200"
    >
      {error}
    </p>
  );
}
