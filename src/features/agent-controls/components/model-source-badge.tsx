import { Badge } from '../../../components/badge.tsx';
import { Button } from '../../../components/button.tsx';
import { useAppStore } from '../../../store/app-store.ts';
import { useHasAgent } from '../hooks/use-agent.ts';
import { modelSourceView } from '../model-source-view.ts';

/**
 * Which model the agent talks to. The built-in demo says so plainly, with the way to connect a real model
 * (`onConnect`), so nobody mistakes the scripted answers for a real model's; a configured provider shows provider
 * and model.
 */
export function ModelSourceBadge({ onConnect }: { readonly onConnect: () => void }) {
  const hasAgent = useHasAgent();
  const source = useAppStore((state) => state.modelSource);
  const settings = useAppStore((state) => state.providerSettings);
  // A fixture has no agent: the recorded conversation's model is named on each message instead.
  if (!hasAgent) return null;
  const view = modelSourceView(source, settings);
  return (
    <div role="group" aria-label="Model" className="flex min-w-0 items-center gap-1.5 text-xs">
      {/* The group is named "Model" for screen readers; on a narrow window the visible word gives way. */}
      <span className="hidden text-zinc-600 xl:inline dark:text-zinc-400">Model</span>
      {view.kind === 'demo' ? (
        <>
          <Badge tone="info" title="A scripted model inside this page: no key, no network">
            Built-in demo model
          </Badge>
          <Button size="sm" onClick={onConnect}>
            Connect a model
          </Button>
        </>
      ) : (
        <span
          title={view.detail}
          className="max-w-40 truncate rounded bg-zinc-100 px-1.5 py-0.5 font-mono text-[11px] font-medium text-zinc-800 ring-1 ring-zinc-300 ring-inset xl:max-w-72 dark:bg-zinc-800 dark:text-zinc-200 dark:ring-zinc-700"
        >
          {view.label}
        </span>
      )}
    </div>
  );
}
