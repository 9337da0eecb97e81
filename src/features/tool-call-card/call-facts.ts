import { explainDecision } from '../../core/rules/describe-rule.ts';
import type { RefusalSource, ToolCall } from '../../core/tool-call.ts';
import { approvalOf } from '../../core/tool-call.ts';

/** Milliseconds the call ran (or has been running at `now`), when it started. */
export function durationOf(call: ToolCall, now: number): number | undefined {
  if (call.status === 'executed' || call.status === 'failed') return call.finishedAt - call.startedAt;
  if (call.status === 'executing') return now - call.startedAt;
  return undefined;
}

const refusedBy: Readonly<Record<RefusalSource, string>> = {
  'unknown-tool': 'the check: the tool does not exist',
  unparseable: 'the check: the arguments are not valid JSON',
  'invalid-arguments': 'the check: the arguments do not match the schema',
  check: "the tool's own check",
  'operator-access': "the operator's permissions",
  'agent-access': "the agent's permissions",
  policy: 'a rule',
  unavailable: "the tool's server, which is not connected",
};

/** Who refused the call, in words. */
export function refusalSourceText(source: RefusalSource): string {
  return refusedBy[source];
}

/**
 * Which rule decided the call, in words ("allowed by rule 3: write_file with path under /tmp/**"), or for a
 * pending call which rule asked; undefined when the operator or the tier decided without a rule.
 */
export function ruleExplanation(call: ToolCall): string | undefined {
  if (call.status === 'refused' && call.refusal.rule) return explainDecision('deny', call.refusal.rule);
  if (call.status === 'pending' && call.askedBy) return explainDecision('ask', call.askedBy);
  if (call.status === 'declined' && call.rule)
    return `declined by the deadline of rule ${call.rule.number}: ${call.rule.summary}`;
  const approval = approvalOf(call);
  if (approval?.rule && approval.by === 'policy') return explainDecision('allow', approval.rule);
  return undefined;
}

/**
 * Who declined a call, and why, as the card says it: the operator; a deny rule that judged a remote approval
 * (its reason opens with "Denied by rule N", which names it); else its deadline.
 */
export function declineWords(call: Extract<ToolCall, { readonly status: 'declined' }>): {
  readonly lead: string;
  readonly detail: string | undefined;
} {
  if (call.by === 'policy') {
    const denial = /^(Denied by rule \d+)(.*)$/s.exec(call.reason ?? '');
    if (denial) return { lead: denial[1]!, detail: denial[2]!.replace(/^:\s*/, '') || undefined };
  }
  return {
    lead: `Declined by ${call.by === 'operator' ? 'the operator' : 'its deadline'}`,
    detail: call.reason,
  };
}

/** The tab a settled call opens on: its output when it ran, its error otherwise. */
export function defaultResultTab(call: ToolCall): 'output' | 'error' {
  return call.status === 'executed' ? 'output' : 'error';
}
