import { judgeSnapshot } from '../../agent/judge-snapshot.ts';
import { withheldSchemaReason } from '../../core/schema-bounds.ts';
import type { CallInterrupt } from '../../core/source.ts';
import { isInterruptExpired } from '../../core/source.ts';
import type { DraftChecker, ToolCall } from '../../core/tool-call.ts';
import { editedArgsSchema } from '../../sources/ag-ui/check-payload.ts';
import type { DecisionKind, ReviewOffer } from '../desk.ts';
import type { AgUiContext } from './ag-ui-desk-context.ts';

/** Why an expired request cannot be approved. */
export const expiredRequest =
  'Cannot approve: the agent stopped accepting an answer (its request expired); it is answered as cancelled.';

function readOnlyReason(interrupt: CallInterrupt): string {
  return interrupt.schemaWithheld
    ? withheldSchemaReason(interrupt.schemaWithheld)
    : 'Read-only: the agent does not accept edited arguments for this call.';
}

/**
 * What the review may offer for an AG-UI request at `now`: the form follows the interrupt's response schema (a
 * question) or the edited arguments' part of it (a tool call), read-only when the agent takes no edit (or its
 * schema was withheld, then answered as JSON); an expired request cannot be approved. `checkDraft` judges the
 * draft by the rules keyed `<agent>__<tool>`, as the approval will be judged when it is sent.
 */
export function reviewOfRequest(
  call: ToolCall,
  now: number,
  checkDraft: DraftChecker | undefined,
): ReviewOffer {
  const interrupt = call.interrupt;
  if (!interrupt)
    return {
      schema: undefined,
      tier: undefined,
      editing: { status: 'read-only', reason: 'Read-only: the agent ran this call itself.' },
      decisions: [],
      missing: {},
      notices: [],
    };
  const question = interrupt.toolCallId === undefined;
  const expired = isInterruptExpired(interrupt, now);
  const decisions: readonly DecisionKind[] = [
    ...(expired ? [] : (['approve'] as const)),
    'decline',
    ...(question || interrupt.schemaWithheld ? (['answer'] as const) : []),
  ];
  return {
    schema: question ? interrupt.responseSchema : editedArgsSchema(interrupt.responseSchema),
    tier: undefined,
    editing: interrupt.editable
      ? { status: 'editable' }
      : { status: 'read-only', reason: readOnlyReason(interrupt) },
    decisions,
    missing: expired ? { approve: expiredRequest } : {},
    notices:
      call.status === 'pending'
        ? interrupt.schemaWithheld
          ? ['interrupt-notice', 'json-answer']
          : ['interrupt-notice']
        : [],
    ...(checkDraft ? { checkDraft } : {}),
  };
}

/**
 * The draft checks of the desk's threads, one per thread and agent name, so the review's check keeps its
 * identity between renders; undefined while the thread's agent is not connected.
 */
export function createDraftCheckers(context: AgUiContext) {
  const checks = new Map<string, DraftChecker>();
  return (conversationId: string): DraftChecker | undefined => {
    const agent = context.agentOf(context.ports.conversations.read(conversationId));
    if (!agent) return undefined;
    const key = `${conversationId}\u0000${agent.name}`;
    const known = checks.get(key);
    if (known) return known;
    const check: DraftChecker = (name, args, _signal, callId) =>
      judgeSnapshot(
        context.ports.rules(),
        {
          source: 'ag-ui',
          tool: `${agent.name}__${name}`,
          tier: 'unknown',
          callId,
          conversationId,
          sessionId: context.ports.sessionId(),
        },
        args,
        context.now(),
        'draft',
      );
    checks.set(key, check);
    return check;
  };
}
