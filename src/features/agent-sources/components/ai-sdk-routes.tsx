import { useMemo, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { sectionHeadingClass } from '../../../components/screen-frame.tsx';
import { useAppStore } from '../../../store/app-store.ts';
import type { AiSdkRoute } from '../../../store/saved-records.ts';
import { AiSdkRouteToolTiers } from './ai-sdk-route-tool-tiers.tsx';
import { RemoteEndpointItem } from './remote-endpoint-item.tsx';
import { describeStoredHeaders, storedHeaders } from '../stored-headers.ts';

const fieldClass =
  'h-8 rounded-md border border-zinc-300 bg-white px-2 text-sm dark:border-zinc-700 dark:bg-zinc-900';

/**
 * One connected route: where it is, whether it answers, the tiers of the tools it asks approval for, and a first
 * message that opens a chat with it.
 */
function RouteItem({ route, onOpened }: { readonly route: AiSdkRoute; readonly onOpened: () => void }) {
  const status = useAppStore((state) => state.aiSdkRouteStatus[route.url]);
  // Read again when the route is saved again (a new object), which is when its token changes. A route saved
  // before it recorded whether it has a token says nothing rather than guess.
  const headers = useMemo(() => {
    if (route.sendsToken === undefined) return undefined;
    const stored = storedHeaders(
      route.sendsToken ? ['Authorization'] : [],
      useAppStore.getState().readAiSdkRouteHeaders(route.url),
      route.rememberToken === true,
    );
    return { text: describeStoredHeaders(stored, 'the route'), lost: stored.status === 'lost' };
  }, [route]);
  return (
    <RemoteEndpointItem
      name={route.name}
      url={route.url}
      inputId={`chat-${route.url}`}
      status={status}
      reachable="an AI SDK chat route"
      conversationName="chat"
      onCheck={() => void useAppStore.getState().connectAiSdkRoute(route)}
      onRemove={() => useAppStore.getState().removeAiSdkRoute(route.url)}
      {...(headers ? { headers } : {})}
      onStart={async (text) => {
        const result = await useAppStore.getState().startAiSdkThread(route.url, text);
        onOpened();
        return result;
      }}
    >
      <AiSdkRouteToolTiers routeUrl={route.url} />
    </RemoteEndpointItem>
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
