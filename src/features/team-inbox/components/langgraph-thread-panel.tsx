import { Button } from '../../../components/button.tsx';
import { Panel } from '../../../components/panel-heading.tsx';
import type { InboxOutcome } from '../../../core/inbox-outcome.ts';
import { useAppStore } from '../../../store/app-store.ts';

const tones = {
  calm: 'bg-emerald-50 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-100',
  note: 'bg-amber-50 text-amber-950 dark:bg-amber-950 dark:text-amber-100',
  bad: 'bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-200',
} as const;

function outcomeLine(outcome: InboxOutcome): { readonly text: string; readonly tone: keyof typeof tones } {
  switch (outcome.status) {
    case 'sending':
      return { text: 'Sending your decision…', tone: 'note' };
    case 'sent':
      return { text: 'Decision sent: the deployment took your decision.', tone: 'calm' };
    case 'unconfirmed':
      return {
        text: 'Your decision may have been sent: the page was reloaded while it was being sent, and the thread has moved on since.',
        tone: 'note',
      };
    case 'decided-elsewhere':
      return {
        text: 'Decided elsewhere: another operator answered this interrupt first; your decision did not run.',
        tone: 'note',
      };
    case 'deleted':
      return { text: 'Thread deleted on the deployment. Nothing was sent from here.', tone: 'bad' };
    case 'failed':
      return { text: `Not sent: ${outcome.message}`, tone: 'bad' };
  }
}

/**
 * The open LangGraph thread besides its messages: which thread of which deployment it is, and what became of
 * this tab's decision on it (kept through a reload), the run its resume started (with Stop while it goes), and the
 * way back to the team inbox.
 */
export function LangGraphThreadPanel({
  deploymentId,
  threadId,
}: {
  readonly deploymentId: string;
  readonly threadId: string;
}) {
  const outcome = useAppStore((state) => state.inboxOutcomes[threadId]);
  const run = useAppStore((state) => state.langGraphRuns[state.conversation.id]);
  const setScreen = useAppStore((state) => state.setScreen);
  const line = outcome ? outcomeLine(outcome) : undefined;
  return (
    <Panel
      id="langgraph-thread-heading"
      title="LangGraph thread"
      actions={
        <>
          {run ? (
            <Button
              size="sm"
              variant="danger"
              disabled={run.status === 'stopping'}
              onClick={() => useAppStore.getState().stopAgent()}
            >
              {run.status === 'stopping' ? 'Stopping…' : 'Stop the run'}
            </Button>
          ) : null}
          <Button size="sm" variant="ghost" onClick={() => setScreen('inbox')}>
            Team inbox
          </Button>
        </>
      }
      aside={
        run ? (
          <span className="text-xs text-zinc-600 dark:text-zinc-400">
            {run.status === 'stopping'
              ? 'Cancelling the run on the deployment…'
              : 'Run going on the deployment'}
          </span>
        ) : null
      }
    >
      <p className="text-xs text-zinc-600 [overflow-wrap:anywhere] dark:text-zinc-400">
        Thread <span className="font-mono">{threadId}</span> on{' '}
        <span className="font-mono">{deploymentId}</span>
      </p>
      {line ? (
        <p role="status" className={`rounded-md p-2 text-xs [overflow-wrap:anywhere] ${tones[line.tone]}`}>
          {line.text}
        </p>
      ) : null}
    </Panel>
  );
}
