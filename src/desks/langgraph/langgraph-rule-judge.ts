import { judgeSnapshot } from '../../agent/judge-snapshot.ts';
import { givenToolTier } from '../../core/rules/tool-tier-setting.ts';
import type { ToolCall } from '../../core/tool-call.ts';
import type { RuleRepository } from '../../tools/rule-repository.ts';
import type { LangGraphSource } from './langgraph-desk-ports.ts';

/** The interrupt's calls after the rules judged their staged approvals, and the denials, in order. */
export interface JudgedInterrupt {
  readonly calls: readonly ToolCall[];
  /** What each denial says (the rule, and what the graph is told). */
  readonly denials: readonly string[];
}

/**
 * Judges, by the rules that decide live calls, the arguments each staged approval would resume the thread with
 * (the operator's edits included), each tool with the tier the operator gave it for this deployment, else
 * `unknown`. A denied approval becomes that rule's decline, staged by policy: the graph is told the rule and the
 * operator sees it, and the denied arguments never leave this page. Other decisions stay as they were; only a
 * deny counts here, since an approval is the operator's decision.
 */
export async function judgeStagedApprovals(
  rules: RuleRepository,
  source: LangGraphSource,
  context: { readonly conversationId: string; readonly sessionId: string },
  calls: readonly ToolCall[],
  now: number,
): Promise<JudgedInterrupt> {
  const tiers = await rules.toolTiers();
  const denials: string[] = [];
  const judged: ToolCall[] = [];
  for (const call of calls) {
    const staged = call.interrupt?.staged;
    if (!call.interrupt || staged?.kind !== 'approve') {
      judged.push(call);
      continue;
    }
    const tier = givenToolTier(tiers, {
      source: 'langgraph',
      deployment: source.deploymentId,
      tool: call.name,
    });
    const refusal = await judgeSnapshot(
      rules,
      {
        source: 'langgraph',
        tool: call.name,
        tier: tier ?? 'unknown',
        callId: call.id,
        conversationId: context.conversationId,
        sessionId: context.sessionId,
      },
      staged.approvedArgs,
      now,
      'model',
    );
    if (!refusal) {
      judged.push(call);
      continue;
    }
    denials.push(refusal.message);
    judged.push({
      ...call,
      interrupt: {
        ...call.interrupt,
        staged: { kind: 'decline', reason: refusal.message, by: 'policy', at: now },
      },
    });
  }
  return { calls: judged, denials };
}

/** The change that stages on each waiting call the rule's decline the judgement put in place of its approval. */
export function stagedDenials(judged: JudgedInterrupt): (call: ToolCall) => ToolCall | undefined {
  const denied = new Map(
    judged.calls.flatMap((call) =>
      call.interrupt?.staged?.by === 'policy' ? [[call.id, call.interrupt.staged] as const] : [],
    ),
  );
  return (call) => {
    const staged = denied.get(call.id);
    return staged && call.interrupt && call.status === 'pending'
      ? { ...call, interrupt: { ...call.interrupt, staged } }
      : undefined;
  };
}
