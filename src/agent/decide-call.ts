import type { RuleVerdict } from '../core/rules/decide-by-rules.ts';
import { callDeadline } from '../core/rules/call-deadline.ts';
import { referenceOf } from '../core/rules/describe-rule.ts';
import type { CallFacts, Rule, RuleReference, RuleSource } from '../core/rules/rule.ts';
import type { CallDeadline, Refusal, ToolCall } from '../core/tool-call.ts';
import type { CutOffBy } from '../tools/check-tool-call.ts';
import { effectiveArgs, modifiedKeys } from '../core/tool-call.ts';
import { checkToolCall } from '../tools/check-tool-call.ts';
import type { ToolRegistry } from '../tools/tool-registry.ts';

/** What the wire said about a call's end, which the call itself does not keep. */
export interface CallEnding {
  readonly parseError?: string;
  readonly truncated?: boolean;
  /** What cut a truncated call off, so that the model is told what happened rather than a guess. */
  readonly cutOffBy?: CutOffBy;
}

/** Decides calls by the operator's rules; the rule repository is one, tests pass a fixed set. */
export interface RuleReader {
  decide(facts: CallFacts, now: number): Promise<RuleVerdict> | RuleVerdict;
  /** Counts the rules that decided (or, in shadow, would have decided) a call. */
  recordMatches?(ruleIds: readonly string[], at: number): Promise<void>;
}

/** What happens to a call whose arguments are whole: refused (the model is told why), run at once, or asked. */
export type CallDecision =
  | { readonly kind: 'refuse'; readonly refusal: Refusal; readonly matched?: readonly string[] }
  | { readonly kind: 'run'; readonly rule?: RuleReference; readonly matched?: readonly string[] }
  | {
      readonly kind: 'ask';
      readonly askedBy?: RuleReference;
      readonly deadline?: CallDeadline;
      readonly matched?: readonly string[];
    };

/**
 * What the model is told when a rule denies a call: which rule (and, when it matched because a value could not
 * be judged, why), the operator's message, what to do instead.
 */
export function ruleRefusal(rule: Rule, unjudged?: string): Refusal {
  const message = rule.message?.trim();
  const reference = referenceOf(rule, unjudged);
  return {
    source: 'policy',
    rule: reference,
    message:
      `Denied by rule ${rule.number}: ${reference.summary}.${message ? ` ${message}` : ''} ` +
      'Do not call it again with these arguments; propose another way or ask the operator.',
  };
}

/** Where and when a call is decided: its source, conversation, the browser session, and the time. */
export interface DecisionContext {
  readonly source: RuleSource;
  readonly conversationId: string;
  readonly sessionId: string;
  readonly now: number;
}

/**
 * The checks before approval, then the rules and the safety tier: the operator's time is spent only on calls
 * that could run. Checks and rules see the effective arguments, so a retried call that the operator edited is
 * judged as edited; such a call may be refused or asked about, but never run without the operator.
 */
export async function decideCall(
  call: ToolCall,
  ending: CallEnding | undefined,
  dependencies: {
    readonly registry: ToolRegistry;
    readonly rules: RuleReader;
    readonly signal: AbortSignal;
    readonly context: DecisionContext;
  },
): Promise<CallDecision> {
  const { registry, rules, signal, context } = dependencies;
  const parseError =
    ending?.parseError ?? (call.args === null ? 'the arguments are not a valid JSON object' : undefined);
  const args = call.args === null ? null : effectiveArgs(call);
  const refusal = await checkToolCall(
    {
      name: call.name,
      args,
      rawArguments: call.rawArguments,
      ...(parseError ? { parseError } : {}),
      ...(ending?.truncated ? { truncated: true } : {}),
      ...(ending?.cutOffBy ? { cutOffBy: ending.cutOffBy } : {}),
    },
    registry,
    { signal },
  );
  if (refusal) return { kind: 'refuse', refusal };
  const tool = registry.get(call.name);
  if (!tool)
    return {
      kind: 'refuse',
      refusal: { source: 'unknown-tool', message: `There is no tool named ${call.name}.` },
    };
  const verdict = await rules.decide(
    {
      source: context.source,
      tool: call.name,
      args,
      tier: tool.tier,
      callId: call.id,
      conversationId: context.conversationId,
      sessionId: context.sessionId,
    },
    context.now,
  );
  const matched = [...(verdict.rule ? [verdict.rule.id] : []), ...verdict.shadow.map((rule) => rule.id)];
  switch (verdict.effect) {
    case 'deny':
      // A deny always comes from a rule: the tier never denies.
      return { kind: 'refuse', refusal: ruleRefusal(verdict.rule!, verdict.unjudged), matched };
    case 'allow':
      // A call the operator edited (a retried draft) runs only on the operator's word, never on a rule's.
      if (modifiedKeys(call).length > 0) return { kind: 'ask', matched };
      return { kind: 'run', ...(verdict.rule ? { rule: referenceOf(verdict.rule) } : {}), matched };
    case 'ask': {
      const askedBy = verdict.rule ? referenceOf(verdict.rule, verdict.unjudged) : undefined;
      return {
        kind: 'ask',
        ...(askedBy ? { askedBy } : {}),
        ...(verdict.deadline
          ? {
              deadline: callDeadline(
                verdict.deadline,
                context.now,
                verdict.deadlineRule ? referenceOf(verdict.deadlineRule) : undefined,
              ),
            }
          : {}),
        matched,
      };
    }
  }
}
