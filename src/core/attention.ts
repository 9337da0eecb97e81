/** One call waiting for the operator, as the attention planner sees it. */
export interface WaitingFact {
  /** Unique across threads (conversation and call id). */
  readonly key: string;
  readonly name: string;
  /** The agent, deployment or "Built-in agent" that proposed it. */
  readonly agent: string;
  readonly deadlineAt?: number;
}

/** What the planner remembers between two looks at the queue. */
export interface AttentionMemory {
  /** The calls already known to be waiting (announced, or waiting when the tab was looked at). */
  readonly known: ReadonlySet<string>;
  /** New calls not announced yet (a notification was due too soon after the last one). */
  readonly unannounced: readonly string[];
  /** Calls whose deadline was announced as about to pass. */
  readonly deadlineWarned: ReadonlySet<string>;
  readonly lastNotifiedAt: number | undefined;
}

/** A system notification to show. */
export interface AttentionNotice {
  readonly title: string;
  readonly body: string;
  /** One tag a kind, so a newer notice replaces the older of its kind. */
  readonly tag: 'toolgate-new-call' | 'toolgate-deadline';
}

export interface AttentionOptions {
  /** The operator allowed notifications (the setting is on and the browser granted them). */
  readonly allowed: boolean;
  /** The tab is looked at: nothing is notified, and what waits counts as seen. */
  readonly visible: boolean;
  /** At most one notification in this many milliseconds. */
  readonly minGapMs: number;
  /** A deadline this close is announced once more. */
  readonly deadlineWarningMs: number;
}

export const emptyAttentionMemory: AttentionMemory = {
  known: new Set(),
  unannounced: [],
  deadlineWarned: new Set(),
  lastNotifiedAt: undefined,
};

/** The tab title with the number of waiting calls in front, where another tab's operator still sees it. */
export function titleWithCount(count: number, base: string): string {
  return count > 0 ? `(${count}) ${count === 1 ? 'call' : 'calls'} pending · ${base}` : base;
}

function seconds(ms: number): string {
  return `${Math.max(1, Math.round(ms / 1000))} s`;
}

/**
 * What to notify now, if anything, and what to remember: a deadline about to pass first (once a call), else the
 * first call that started waiting since the last look, naming it and its agent. At most one notification every
 * `minGapMs`; a new call that came too soon after one is announced when the gap has passed, if it still waits.
 * Nothing is notified while the tab is looked at or notifications are not allowed.
 */
export function planAttention(
  memory: AttentionMemory,
  waiting: readonly WaitingFact[],
  now: number,
  options: AttentionOptions,
): { readonly memory: AttentionMemory; readonly notice?: AttentionNotice } {
  const byKey = new Map(waiting.map((fact) => [fact.key, fact]));
  const fresh = waiting.filter((fact) => !memory.known.has(fact.key)).map((fact) => fact.key);
  const unannounced = [...memory.unannounced.filter((key) => byKey.has(key)), ...fresh];
  const deadlineWarned = new Set([...memory.deadlineWarned].filter((key) => byKey.has(key)));
  const known = new Set(byKey.keys());
  const quiet = { known, unannounced, deadlineWarned, lastNotifiedAt: memory.lastNotifiedAt };
  if (options.visible || !options.allowed) return { memory: { ...quiet, unannounced: [] } };
  if (memory.lastNotifiedAt !== undefined && now - memory.lastNotifiedAt < options.minGapMs)
    return { memory: quiet };

  const closing = waiting
    .filter(
      (fact) =>
        fact.deadlineAt !== undefined &&
        fact.deadlineAt > now &&
        fact.deadlineAt - now <= options.deadlineWarningMs &&
        !deadlineWarned.has(fact.key),
    )
    .sort((a, b) => a.deadlineAt! - b.deadlineAt!)[0];
  if (closing) {
    deadlineWarned.add(closing.key);
    return {
      memory: { ...quiet, lastNotifiedAt: now },
      notice: {
        title: `Toolgate: ${closing.name} is about to pass its deadline`,
        body: `${closing.agent}: ${closing.name} is decided by its deadline in ${seconds(closing.deadlineAt! - now)}.`,
        tag: 'toolgate-deadline',
      },
    };
  }
  const first = unannounced[0] === undefined ? undefined : byKey.get(unannounced[0]);
  if (!first) return { memory: quiet };
  const more = unannounced.length - 1;
  return {
    memory: { ...quiet, unannounced: [], lastNotifiedAt: now },
    notice: {
      title: `Toolgate: ${first.name} waits for you`,
      body: `${first.agent} asks to run ${first.name}${more > 0 ? `, and ${more} more ${more === 1 ? 'call waits' : 'calls wait'}` : ''}.`,
      tag: 'toolgate-new-call',
    },
  };
}
