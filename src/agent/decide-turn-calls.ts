import type { ConversationPort } from '../core/conversation.ts';
import type { RuleSource } from '../core/rules/rule.ts';
import type { Refusal } from '../core/tool-call.ts';
import type { ToolRegistry } from '../tools/tool-registry.ts';
import type { CallRunnerContext } from './approve-and-run.ts';
import { applyCallEvent, approveAndRun } from './approve-and-run.ts';
import type { AuditSink } from '../core/audit-entry.ts';
import { refusalEntry } from '../core/audit-entry.ts';
import { findCall } from './conversation-queries.ts';
import type { CallDecision, CallEnding, RuleReader } from './decide-call.ts';
import { decideCall } from './decide-call.ts';
import type { RunOutcome } from './run-approved-call.ts';

/** What deciding a turn's calls needs from the agent. */
export interface TurnDeciderContext {
  readonly port: ConversationPort;
  readonly registry: ToolRegistry;
  readonly rules: RuleReader;
  readonly source: RuleSource;
  /** The browser session, for rules scoped to it. */
  readonly sessionId: string;
  readonly audit: AuditSink;
  readonly now: () => number;
  readonly createId: (prefix: string) => string;
  /** Calls being checked: the operator cannot decide them yet. */
  readonly deciding: Set<string>;
  readonly runner: CallRunnerContext;
  readonly onChange: () => void;
}

/** Decides the whole calls of a turn: refuse (answered automatically), run at once, or leave for the operator. */
export interface TurnDecider {
  /**
   * Checks each `checking` call among `callIds`, refuses what the checks or a rule refuse, and, while
   * `autoRunSignal` is given and not aborted, runs what a rule or the tier lets run without asking, one after
   * another. A call left for the operator keeps the rule that asked and its deadline.
   * Returns how each auto-run ended.
   */
  decide(
    callIds: readonly string[],
    endings: ReadonlyMap<string, CallEnding>,
    autoRunSignal: AbortSignal | undefined,
  ): Promise<readonly RunOutcome['kind'][]>;
}

/** Creates the decider the agent uses after each turn and for a retried call. */
export function createTurnDecider(context: TurnDeciderContext): TurnDecider {
  const { port, deciding, onChange } = context;

  async function refuse(callId: string, refusal: Refusal): Promise<void> {
    if (!applyCallEvent(port, callId, { type: 'refuse', refusal })) return;
    const call = findCall(port.read(), callId);
    if (!call) return;
    const entry = refusalEntry(context.createId('audit'), port.read().id, call, refusal, context.now(), {
      tier: context.registry.get(call.name)?.tier,
      source: context.source,
    });
    await context.audit.record(entry).catch(() => undefined);
  }

  async function check(callId: string, ending: CallEnding | undefined): Promise<CallDecision | undefined> {
    const call = findCall(port.read(), callId);
    if (!call || call.status !== 'checking') return undefined;
    try {
      const signal = new AbortController().signal;
      const decision = await decideCall(call, ending, {
        registry: context.registry,
        rules: context.rules,
        signal,
        context: {
          source: context.source,
          conversationId: port.read().id,
          sessionId: context.sessionId,
          now: context.now(),
        },
      });
      if (decision.matched?.length)
        void context.rules.recordMatches?.(decision.matched, context.now()).catch(() => undefined);
      return decision;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return {
        kind: 'refuse',
        refusal: {
          source: 'check',
          message: `The checks of this call could not run (${message}), so it did not run.`,
        },
      };
    }
  }

  return {
    async decide(callIds, endings, autoRunSignal) {
      const ids = callIds.filter((id) => findCall(port.read(), id)?.status === 'checking');
      for (const id of ids) deciding.add(id);
      onChange();
      const toRun: { readonly id: string; readonly decision: CallDecision & { kind: 'run' } }[] = [];
      const outcomes: RunOutcome['kind'][] = [];
      try {
        for (const id of ids) {
          const decision = await check(id, endings.get(id));
          if (decision?.kind === 'refuse') await refuse(id, decision.refusal);
          if (decision?.kind === 'run' && autoRunSignal) toRun.push({ id, decision });
          else {
            // An asked call (or one that may not run on its own now) is the operator's from here on.
            if (decision)
              applyCallEvent(port, id, {
                type: 'ask',
                ...(decision.kind === 'ask' && decision.askedBy ? { askedBy: decision.askedBy } : {}),
                ...(decision.kind === 'ask' && decision.deadline ? { deadline: decision.deadline } : {}),
              });
            deciding.delete(id);
          }
          onChange();
        }
        for (const { id, decision } of toRun) {
          deciding.delete(id);
          // Stopped before its turn came: it waits for the operator instead of running.
          if (autoRunSignal?.aborted) {
            applyCallEvent(port, id, { type: 'ask' });
            continue;
          }
          const { outcome } = await approveAndRun(context.runner, id, 'policy', undefined, decision.rule);
          if (outcome) outcomes.push(outcome.kind);
        }
      } finally {
        // Whatever broke off the checks, no call is left checking with nobody to finish it.
        for (const id of ids) {
          deciding.delete(id);
          if (findCall(port.read(), id)?.status === 'checking') applyCallEvent(port, id, { type: 'ask' });
        }
        onChange();
      }
      return outcomes;
    },
  };
}
