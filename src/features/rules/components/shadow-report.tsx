import { useMemo } from 'react';
import type { ReplayCall } from '../../../core/rules/replay-rules.ts';
import { describeReplay, replayRule } from '../../../core/rules/replay-rules.ts';
import type { Rule } from '../../../core/rules/rule.ts';
import { summarizeArguments } from '../../../core/argument-summary.ts';
import { isJsonObject } from '../../../core/json.ts';

/** What a shadow rule would have done on the newest calls of the audit log, with the destructive ones named. */
export function ShadowReport({
  rules,
  rule,
  calls,
  sessionId,
}: {
  readonly rules: readonly Rule[];
  readonly rule: Rule;
  readonly calls: readonly ReplayCall[] | undefined;
  readonly sessionId: string;
}) {
  const report = useMemo(
    () => (calls ? replayRule(rules, rule.id, calls, { now: Date.now(), sessionId, limit: 40 }) : undefined),
    [rules, rule.id, calls, sessionId],
  );
  if (!report) return <p className="text-xs text-zinc-600 dark:text-zinc-400">Reading the audit log…</p>;
  const examples = report.destructive.length > 0 ? report.destructive : report.changed.slice(0, 3);
  return (
    <div
      role="status"
      aria-label={`Shadow report for rule ${rule.number}`}
      className="space-y-1 rounded-md border border-dashed border-violet-300 bg-violet-50/60 px-2 py-1.5 text-xs dark:border-violet-800 dark:bg-violet-950/30"
    >
      <p className="font-medium">{describeReplay(report)}</p>
      {examples.length > 0 ? (
        <ul className="space-y-0.5 font-mono text-[11px] text-zinc-700 dark:text-zinc-300">
          {examples.map((call) => (
            <li key={call.callId} className="[overflow-wrap:anywhere]">
              {call.tier === 'destructive' ? '⚠ ' : ''}
              {summarizeArguments(call.tool, isJsonObject(call.args) ? call.args : null, { maxLength: 140 })}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
