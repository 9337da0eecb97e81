import type { JsonObject, JsonValue } from '../../core/json.ts';
import { isJsonObject, jsonEqual } from '../../core/json.ts';
import type { CallInterrupt } from '../../core/source.ts';
import type { ToolCall } from '../../core/tool-call.ts';
import { effectiveArgs } from '../../core/tool-call.ts';

/** What a LangGraph interrupt forbids in the review, each with the reason the review shows. */
export interface ReviewLimits {
  /** Why the arguments cannot be edited: the form is read-only. */
  readonly readOnlyReason?: string;
  /** Why the call cannot be approved. */
  readonly approveBlockedReason?: string;
  /** Why the call cannot be declined: the review offers no Decline. */
  readonly declineBlockedReason?: string;
}

function choices(value: JsonValue | undefined): readonly string[] {
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
}

function whyMissing(metadata: JsonObject | undefined, choice: string): string | undefined {
  const list = Array.isArray(metadata?.missing) ? metadata.missing : [];
  const entry = list.find((item) => isJsonObject(item) && item.choice === choice);
  return isJsonObject(entry) && typeof entry.why === 'string' ? entry.why : undefined;
}

/**
 * The limits a LangGraph interrupt puts on its review, read from what its pending call keeps (`allowed` and
 * `missing` in the interrupt's metadata): no edit makes the form read-only; no approve blocks Approve until the
 * arguments are edited (an edit is what the graph takes then), or for good when edits are not taken either;
 * neither reject nor ignore removes Decline. A value interrupt (the operator writes an answer) has none.
 */
export function reviewLimitsOf(
  call: Pick<ToolCall, 'args' | 'modifiedArgs'>,
  interrupt: CallInterrupt,
): ReviewLimits {
  if (!interrupt.reason.startsWith('langgraph:') || interrupt.reason === 'langgraph:value') return {};
  const metadata = interrupt.metadata;
  const allowed = choices(metadata?.allowed);
  const because = (choice: string) => {
    const why = whyMissing(metadata, choice);
    return why ? `: ${why}` : '';
  };
  const readOnly = !interrupt.editable || !allowed.includes('edit');
  const declinable = allowed.includes('reject') || allowed.includes('ignore');
  const unchanged = jsonEqual(effectiveArgs(call), call.args ?? {});
  const approveBlocked = allowed.includes('approve')
    ? undefined
    : readOnly
      ? `Cannot approve: the graph does not offer it${because('approve')}.`
      : unchanged
        ? `Edit the arguments to approve: the graph takes them edited, not as proposed${because('approve')}.`
        : undefined;
  return {
    ...(interrupt.schemaWithheld
      ? {
          readOnlyReason: `Read-only: the graph's argument schema was not kept (${interrupt.schemaWithheld}), so no form is built from it.`,
        }
      : readOnly
        ? { readOnlyReason: `Read-only: the graph takes no edited arguments for this call${because('edit')}.` }
        : {}),
    ...(approveBlocked ? { approveBlockedReason: approveBlocked } : {}),
    ...(declinable
      ? {}
      : { declineBlockedReason: `Cannot decline: the graph does not offer it${because('reject')}.` }),
  };
}
