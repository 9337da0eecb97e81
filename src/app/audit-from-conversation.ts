import type { AuditEntry, AuditOutcome } from '../core/audit-entry.ts';
import type { Conversation } from '../core/conversation.ts';
import type { ToolCall } from '../core/tool-call.ts';

function outcomeOf(call: ToolCall): AuditOutcome | undefined {
  switch (call.status) {
    case 'executing':
      return 'running';
    case 'executed':
    case 'failed':
    case 'interrupted':
    case 'refused':
    case 'declined':
      return call.status;
    default:
      return undefined;
  }
}

/**
 * The audit entries a conversation implies, for pages without a stored audit log (fixtures, benchmarks): one
 * entry per decided call, with who decided, what ran and how it ended.
 */
export function auditFromConversation(conversation: Conversation): readonly AuditEntry[] {
  return conversation.messages.flatMap((message) =>
    message.parts.flatMap((part): AuditEntry[] =>
      part.kind === 'tool-call' ? entryOf(conversation.id, part.call, message.createdAt) : [],
    ),
  );
}

/** A refusal happens as the message's stream ends; the message time is the closest record of it. */
function entryOf(conversationId: string, call: ToolCall, messageAt: number): AuditEntry[] {
  const outcome = outcomeOf(call);
  if (!outcome) return [];
  const base = {
    id: `audit_${call.id}`,
    conversationId,
    callId: call.id,
    tool: call.name,
    proposedArgs: call.args,
    outcome,
  };
  if (call.status === 'refused') {
    return [
      {
        ...base,
        at: messageAt,
        by: call.refusal.source === 'policy' ? 'policy' : 'check',
        decision: 'refused',
        modifiedKeys: [],
        reason: call.refusal.message,
      },
    ];
  }
  if (call.status === 'declined') {
    return [
      {
        ...base,
        at: call.decidedAt,
        by: call.by,
        decision: 'declined',
        modifiedKeys: Object.keys(call.modifiedArgs),
        ...(call.reason ? { reason: call.reason } : {}),
      },
    ];
  }
  const approval = 'approval' in call ? call.approval : undefined;
  if (!approval) return [];
  return [
    {
      ...base,
      at: approval.at,
      by: approval.by,
      decision: 'approved',
      approvedArgs: approval.approvedArgs,
      modifiedKeys: approval.modifiedKeys,
      ...(approval.feedback ? { feedback: approval.feedback } : {}),
      ...(call.status === 'failed' ? { outcomeDetail: call.error, finishedAt: call.finishedAt } : {}),
      ...(call.status === 'executed' ? { finishedAt: call.finishedAt } : {}),
      ...(call.status === 'interrupted' ? { outcomeDetail: call.reason } : {}),
    },
  ];
}
