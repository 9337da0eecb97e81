import { useEffect, useMemo, useRef } from 'react';
import type { AttentionMemory, WaitingFact } from '../core/attention.ts';
import { emptyAttentionMemory, planAttention, titleWithCount } from '../core/attention.ts';
import type { Conversation } from '../core/conversation.ts';
import { threadSummary } from '../core/fleet/thread-summary.ts';
import { sourceOf, sourceOwnerName } from '../core/source.ts';
import { useAppStore } from '../store/app-store.ts';

/** At most one notification in this many milliseconds. */
const minGapMs = 5_000;
/** A deadline this close is announced once more. */
const deadlineWarningMs = 60_000;
/** How often a hidden tab looks again (a throttled announcement, a deadline drawing near). */
const lookEveryMs = 1_000;

function notificationsGranted(): boolean {
  return typeof Notification !== 'undefined' && Notification.permission === 'granted';
}

/** Changes to the waiting calls within this many milliseconds are looked at once (events stream many a second). */
const coalesceMs = 250;

const factsByThread = new WeakMap<
  Conversation,
  { readonly agent: string; readonly facts: readonly WaitingFact[] }
>();

/**
 * The waiting calls of one thread as facts, worked out once per (immutable) conversation object: an event
 * streaming into one thread of a hundred reads that thread again, not the fleet.
 */
function threadFacts(thread: Conversation, agent: string): readonly WaitingFact[] {
  const cached = factsByThread.get(thread);
  if (cached?.agent === agent) return cached.facts;
  const facts = threadSummary(thread).waiting.map(({ call }): WaitingFact => ({
    key: `${thread.id}\u0000${call.id}`,
    name: call.name,
    agent,
    ...(call.status === 'pending' && call.deadline ? { deadlineAt: call.deadline.at } : {}),
  }));
  factsByThread.set(thread, { agent, facts });
  return facts;
}

/**
 * Keeps the operator's attention when the tab is not looked at: the tab title counts every waiting call of every
 * thread this tab holds, and, when the operator allowed it, a system notification names the first new call and
 * its agent (at most one every few seconds) and announces a deadline about to pass (`core/attention.ts`).
 */
export function useAttention(base = 'Toolgate') {
  const conversation = useAppStore((state) => state.conversation);
  const held = useAppStore((state) => state.backgroundConversations);
  const agents = useAppStore((state) => state.agUiAgents);
  const allowed = useAppStore((state) => state.notifyWhenHidden);
  const facts = useMemo(() => {
    const names = new Map(agents.map((agent) => [agent.id, agent.name]));
    const waiting: WaitingFact[] = [];
    for (const thread of [conversation, ...Object.values(held)])
      for (const fact of threadFacts(thread, sourceOwnerName(sourceOf(thread), names))) waiting.push(fact);
    return waiting;
  }, [conversation, held, agents]);

  useEffect(() => {
    document.title = titleWithCount(facts.length, base);
  }, [facts.length, base]);

  const memory = useRef<AttentionMemory>(emptyAttentionMemory);
  const latest = useRef({ facts, allowed });
  const look = useRef(() => {
    const planned = planAttention(memory.current, latest.current.facts, Date.now(), {
      allowed: latest.current.allowed && notificationsGranted(),
      visible: document.visibilityState === 'visible',
      minGapMs,
      deadlineWarningMs,
    });
    memory.current = planned.memory;
    if (!planned.notice) return;
    const notification = new Notification(planned.notice.title, {
      body: planned.notice.body,
      tag: planned.notice.tag,
    });
    notification.onclick = () => window.focus();
  }).current;
  const due = useRef<number | undefined>(undefined);
  useEffect(() => {
    // A new call is announced within a quarter second of its arrival, however many events stream meanwhile.
    latest.current = { facts, allowed };
    if (due.current !== undefined) return;
    due.current = window.setTimeout(() => {
      due.current = undefined;
      look();
    }, coalesceMs);
  }, [facts, allowed, look]);
  useEffect(() => {
    const timer = window.setInterval(look, lookEveryMs);
    document.addEventListener('visibilitychange', look);
    return () => {
      window.clearInterval(timer);
      window.clearTimeout(due.current);
      due.current = undefined;
      document.removeEventListener('visibilitychange', look);
    };
  }, [look]);
}
