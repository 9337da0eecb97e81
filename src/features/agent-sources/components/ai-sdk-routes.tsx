import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { sectionHeadingClass } from '../../../components/screen-frame.tsx';
import type { AiSdkRouteStatus } from '../../../store/ai-sdk-slice.ts';
import { useAppStore } from '../../../store/app-store.ts';
import type { AiSdkRoute } from '../../../store/saved-records.ts';

const fieldClass =
  'h-8 rounded-md border border-zinc-300 bg-white px-2 text-sm dark:border-zinc-700 dark:bg-zinc-900';
const inputClass = `${fieldClass} min-w-48 flex-1`;

function RouteStatus({ status }: { readonly status: AiSdkRouteStatus | undefined }) {
  if (!status || status.status === 'unchecked')
    return <p className="text-xs text-zinc-600 dark:text-zinc-400">Not checked yet.</p>;
  if (status.status === 'checking')
    return <p className="text-xs text-zinc-600 dark:text-zinc-400">Checking…</p>;
  if (status.status === 'ready')
    return (
      <p className="text-xs font-medium text-teal-800 dark:text-teal-300">Reachable: an AI SDK chat route.</p>
    );
  return (
    <p
      role="alert"
      className="rounded-md bg-red-50 p-2 text-xs text-red-900 [overflow-wrap:anywhere] dark:bg-red-950 dark:text-red-200"
    >
      {status.failure.message}
    </p>
  );
}

/** One connected route: where it is, whether it answers, and a first message that opens a chat with it. */
function RouteItem({ route, onOpened }: { readonly route: AiSdkRoute; readonly onOpened: () => void }) {
  const status = useAppStore((state) => state.aiSdkRouteStatus[route.url]);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const start = async () => {
    const result = await useAppStore.getState().startAiSdkThread(route.url, text.trim());
    setError(result.ok ? undefined : result.reason);
    if (result.ok) setText('');
    onOpened();
  };
  return (
    <li
      aria-label={route.name}
      className="space-y-2 rounded-md border border-zinc-200 p-3 dark:border-zinc-800"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-sm font-semibold">{route.name}</h3>
        <span className="min-w-0 font-mono text-xs break-all text-zinc-600 dark:text-zinc-400">
          {route.url}
        </span>
        <span className="ml-auto flex gap-2">
          <Button size="sm" onClick={() => void useAppStore.getState().connectAiSdkRoute(route)}>
            Check again
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => useAppStore.getState().removeAiSdkRoute(route.url)}
          >
            Remove
          </Button>
        </span>
      </div>
      <RouteStatus status={status} />
      <form
        aria-label={`Start a chat with ${route.name}`}
        className="flex flex-wrap gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim()) void start();
        }}
      >
        <label htmlFor={`chat-${route.url}`} className="sr-only">
          First message to {route.name}
        </label>
        <input
          id={`chat-${route.url}`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="What should the agent do?"
          className={inputClass}
        />
        <Button type="submit" variant="primary" size="sm" disabled={!text.trim()}>
          Start a chat
        </Button>
      </form>
      {error ? (
        <p role="alert" className="text-xs text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </li>
  );
}

/**
 * AI SDK chat routes: connect one by its URL, with the token it needs if any (kept like the API key: in this
 * tab's session, or on the device when remembered; sent as `Authorization` on every request), checked at once,
 * a failure worded (unreachable, CORS with the headers the route must send, the token refused, not a UI message
 * stream), and start a chat with it.
 */
export function AiSdkRoutes({ onOpened }: { readonly onOpened: () => void }) {
  const routes = useAppStore((state) => state.aiSdkRoutes);
  const [url, setUrl] = useState('');
  const [name, setName] = useState('');
  const [authorization, setAuthorization] = useState('');
  const [rememberToken, setRememberToken] = useState(false);
  return (
    <section aria-labelledby="ai-sdk-routes" className="space-y-2">
      <h2 id="ai-sdk-routes" className={sectionHeadingClass}>
        AI SDK chat routes
      </h2>
      {routes.length > 0 ? (
        <ul className="space-y-2">
          {routes.map((route) => (
            <RouteItem key={route.url} route={route} onOpened={onOpened} />
          ))}
        </ul>
      ) : null}
      <form
        aria-label="Connect an AI SDK chat route"
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (!url.trim()) return;
          void useAppStore.getState().connectAiSdkRoute({ url, name, authorization, rememberToken });
          setUrl('');
          setName('');
          setAuthorization('');
        }}
      >
        <label className="flex min-w-48 flex-1 flex-col gap-1 text-xs">
          Route URL
          <input value={url} onChange={(event) => setUrl(event.target.value)} className={fieldClass} />
        </label>
        <label className="flex min-w-32 flex-col gap-1 text-xs">
          Name
          <input value={name} onChange={(event) => setName(event.target.value)} className={fieldClass} />
        </label>
        <label className="flex min-w-48 flex-1 flex-col gap-1 text-xs">
          Authorization (optional: a token or API key, sent as Bearer)
          <input
            type="password"
            autoComplete="off"
            value={authorization}
            onChange={(event) => setAuthorization(event.target.value)}
            className={fieldClass}
          />
        </label>
        <label className="flex items-center gap-1 text-xs">
          <input
            type="checkbox"
            checked={rememberToken}
            onChange={(event) => setRememberToken(event.target.checked)}
          />
          Remember the token on this device
        </label>
        <Button type="submit" variant="primary" size="sm" disabled={!url.trim()}>
          Connect route
        </Button>
      </form>
    </section>
  );
}
