import type { RefusalSource, ToolCall } from '../../core/tool-call.ts';

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
