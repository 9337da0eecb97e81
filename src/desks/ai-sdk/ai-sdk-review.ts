import type { ToolCall } from '../../core/tool-call.ts';
import { aiSdkReadOnlyReason } from '../../sources/ai-sdk/ai-sdk-call.ts';
import type { ReviewOffer } from '../desk.ts';

/**
 * What the review may offer for an AI SDK approval request: approve as proposed or decline with a reason, never
 * edited arguments (the SDK's approval response carries none, so the route would run the model's arguments).
 * The tier is the console's to add.
 */
export function reviewOfApprovalCall(_conversationId: string, _call: ToolCall, _now: number): ReviewOffer {
  return {
    schema: undefined,
    tier: undefined,
    editing: { status: 'read-only', reason: aiSdkReadOnlyReason },
    decisions: ['approve', 'decline'],
    missing: { answer: 'An AI SDK route asks for approval of tool calls only.' },
    notices: [],
  };
}
