import { useAppStore } from '../../../store/app-store.ts';

/** The last progress a server reported for a running call, as a progress bar with its message. */
export function McpProgress({ callId, toolName }: { readonly callId: string; readonly toolName: string }) {
  const progress = useAppStore((state) => state.mcpCallActivity[callId]?.progress);
  const asking = useAppStore((state) => state.mcpCallActivity[callId]?.elicitation !== undefined);
  if (!progress && !asking) return null;
  const { total } = progress ?? {};
  const known = progress && total !== undefined && total > 0;
  const label = progress
    ? known
      ? `${progress.progress} of ${total}`
      : `${progress.progress} so far`
    : undefined;
  return (
    <div className="space-y-1">
      {progress ? (
        <div className="flex items-center gap-2 text-xs text-blue-800 dark:text-blue-300">
          <progress
            aria-label={`Progress of ${toolName}`}
            className="h-2 w-40 accent-blue-600"
            value={known ? progress.progress : undefined}
            max={known ? total : undefined}
          />
          <span>{label}</span>
          {progress.message ? (
            <span className="min-w-0 [overflow-wrap:anywhere]">{progress.message}</span>
          ) : null}
        </div>
      ) : null}
      {asking ? (
        <p role="status" className="text-xs font-semibold text-amber-800 dark:text-amber-300">
          The server asks for your input: answer it in the review.
        </p>
      ) : null}
    </div>
  );
}
