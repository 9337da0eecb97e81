import type { ReactNode } from 'react';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Panel } from '../../../components/panel-heading.tsx';
import { allToolCalls } from '../../../core/conversation.ts';
import { useAppStore } from '../../../store/app-store.ts';

const noticeClass = 'space-y-1 rounded-md p-2 text-xs [overflow-wrap:anywhere]';
const tones = {
  note: 'bg-amber-50 text-amber-950 dark:bg-amber-950 dark:text-amber-100',
  bad: 'bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-200',
} as const;

function Notice({ tone, children }: { readonly tone: keyof typeof tones; readonly children: ReactNode }) {
  return (
    <div role="alert" className={`${noticeClass} ${tones[tone]}`}>
      {children}
    </div>
  );
}

/**
 * The open AI SDK chat besides its messages: which route it is with (and whether that route is still
 * connected), whether the route is answering (with Stop), how many approvals wait, and the answer that did not
 * surely reach the route, with Retry sending.
 */
export function AiSdkThreadPanel({
  conversationId,
  routeUrl,
}: {
  readonly conversationId: string;
  readonly routeUrl: string;
}) {
  const route = useAppStore((state) => state.aiSdkRoutes.find((candidate) => candidate.url === routeUrl));
  const running = useAppStore((state) => state.aiSdkRunning[conversationId] === true);
  const delivery = useAppStore((state) => state.aiSdkDeliveries[conversationId]);
  const waiting = useAppStore(
    (state) =>
      allToolCalls(state.conversation).filter((call) => call.status === 'pending' && call.interrupt).length,
  );
  const [retryError, setRetryError] = useState<string>();
  const retry = async () => {
    const result = await useAppStore.getState().retryAiSdkAnswer(conversationId);
    setRetryError(result.ok ? undefined : result.reason);
  };
  const status = running
    ? 'The route is answering'
    : delivery?.status === 'sending'
      ? 'Sending your answer…'
      : waiting > 0
        ? `Waiting for your ${waiting === 1 ? 'decision' : `${waiting} decisions`}`
        : 'The route is not answering now';
  const retryButton = (
    <>
      <Button size="sm" onClick={() => void retry()}>
        Retry sending
      </Button>
      {retryError ? <p>{retryError}</p> : null}
    </>
  );
  return (
    <Panel
      id="ai-sdk-thread-heading"
      title="AI SDK chat"
      actions={
        running || delivery?.status === 'sending' ? (
          <Button size="sm" variant="danger" onClick={() => useAppStore.getState().stopAgent()}>
            Stop the run
          </Button>
        ) : null
      }
      aside={<span className="text-xs text-zinc-600 dark:text-zinc-400">{status}</span>}
    >
      <p className="text-xs text-zinc-600 [overflow-wrap:anywhere] dark:text-zinc-400">
        With <span className="font-medium text-zinc-900 dark:text-zinc-100">{route?.name ?? routeUrl}</span>{' '}
        <span className="font-mono">{routeUrl}</span>
      </p>
      {route ? null : (
        <Notice tone="note">
          <p>
            This chat&apos;s route is not connected: connect it again in Agents to answer it or write to it.
          </p>
        </Notice>
      )}
      {delivery?.status === 'failed' ? (
        <Notice tone="bad">
          <p>Your answer to the route was not sent: {delivery.message}</p>
          {retryButton}
        </Notice>
      ) : null}
      {delivery?.status === 'unconfirmed' ? (
        <Notice tone="note">
          <p>
            Your answer to the route may have been sent: the page was reloaded before the route replied. Retry
            only if the route did not act on it.
          </p>
          {retryButton}
        </Notice>
      ) : null}
    </Panel>
  );
}
