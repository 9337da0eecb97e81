import { judgeSnapshot } from '../../agent/judge-snapshot.ts';
import { givenToolTier } from '../../core/rules/tool-tier-setting.ts';
import type { Decision, StagedDecision } from '../../core/source.ts';
import type { Decider, ToolCall } from '../../core/tool-call.ts';
import type { AiSdkDeskPorts, AiSdkSource } from './ai-sdk-desk-ports.ts';

type ApprovalDecision = Extract<Decision, { readonly kind: 'approve' | 'decline' }>;

async function tierOf(ports: AiSdkDeskPorts, source: AiSdkSource, tool: string) {
  const tiers = await ports.rules().toolTiers();
  return givenToolTier(tiers, { source: 'ai-sdk', deployment: source.routeId, tool }) ?? 'unknown';
}

/**
 * The decision staged for a call: a decline as taken; an approval judged by the rules that decide live calls,
 * with the tier the operator gave the route's tool, else `unknown`: a deny stages that rule's decline instead,
 * so the model is told the rule and the call never runs.
 */
export async function judgeApproval(
  ports: AiSdkDeskPorts,
  conversationId: string,
  source: AiSdkSource,
  call: ToolCall,
  decision: ApprovalDecision,
  by: Decider,
  at: number,
): Promise<StagedDecision> {
  if (decision.kind === 'decline') return { ...decision, by, at };
  const refusal = await judgeSnapshot(
    ports.rules(),
    {
      source: 'ai-sdk',
      tool: call.name,
      tier: await tierOf(ports, source, call.name),
      callId: call.id,
      conversationId,
      sessionId: ports.sessionId(),
    },
    decision.approvedArgs,
    at,
    'model',
  );
  return refusal ? { kind: 'decline', reason: refusal.message, by: 'policy', at } : { ...decision, by, at };
}

/**
 * What the rules decide of a call that just asked for approval, before the operator is asked: an allow rule
 * approves it as proposed, a deny declines it with the rule's message; undefined when the operator decides.
 */
export async function ruledDecision(
  ports: AiSdkDeskPorts,
  conversationId: string,
  source: AiSdkSource,
  call: ToolCall,
  at: number,
): Promise<ApprovalDecision | undefined> {
  const verdict = await ports.rules().decide(
    {
      source: 'ai-sdk',
      tool: call.name,
      args: call.args,
      tier: await tierOf(ports, source, call.name),
      callId: call.id,
      conversationId,
      sessionId: ports.sessionId(),
    },
    at,
  );
  if (!verdict.rule || verdict.effect === 'ask') return undefined;
  if (verdict.effect === 'allow') return { kind: 'approve', approvedArgs: call.args ?? {} };
  return {
    kind: 'decline',
    reason: `Denied by rule ${verdict.rule.number}.${verdict.rule.message ? ` ${verdict.rule.message}` : ''}`,
  };
}
