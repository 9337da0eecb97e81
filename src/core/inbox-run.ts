import type { InboxOutcome } from './inbox-outcome.ts';
import type { Source } from './source.ts';

/** A thread of the team inbox, as the run through it names it. */
export interface InboxRunThread {
  readonly threadId: string;
  readonly title: string;
  /** The interrupt it waits on when the inbox listed it. */
  readonly interruptId: string;
}

/**
 * The thread to review after `current` in a run through the inbox: the next one in the inbox's order whose
 * interrupt this tab has not answered (no outcome recorded for that interrupt). Undefined when none is left.
 */
export function nextInboxThread(
  run: readonly InboxRunThread[],
  current: string,
  outcomes: Readonly<Record<string, InboxOutcome | undefined>>,
): InboxRunThread | undefined {
  const index = run.findIndex((thread) => thread.threadId === current);
  return run.slice(index + 1).find((thread) => outcomes[thread.threadId]?.interruptId !== thread.interruptId);
}

/** The team inbox's thread a conversation of `source` is (a LangGraph deployment's), else undefined. */
export function inboxThreadIdOf(source: Source | undefined): string | undefined {
  return source?.kind === 'langgraph' ? source.threadId : undefined;
}
