import type { JsonObject } from '../../core/json.ts';
import type { Approval, RefusalSource, ToolCall } from '../../core/tool-call.ts';
import { effectiveArgs } from '../../core/tool-call.ts';

/** The approval that let the call run, when there was one. */
export function approvalOf(call: ToolCall): Approval | undefined {
  return 'approval' in call ? call.approval : undefined;
}

/** The arguments to show: what ran once approved, the operator's effective draft before. */
export function shownArguments(call: ToolCall): JsonObject | null {
  const approval = approvalOf(call);
  if (approval) return approval.approvedArgs;
  return call.args ? effectiveArgs(call) : null;
}

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
  policy: "the tool's policy (deny)",
};

/** Who refused the call, in words. */
export function refusalSourceText(source: RefusalSource): string {
  return refusedBy[source];
}

/** The tab a settled call opens on: its output when it ran, its error otherwise. */
export function defaultResultTab(call: ToolCall): 'output' | 'error' {
  return call.status === 'executed' ? 'output' : 'error';
}
