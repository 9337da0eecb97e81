import type { JsonValue } from './json.ts';
import type { ToolCall } from './tool-call.ts';
import { resultText } from './tool-content.ts';
import { argumentChanges } from './tool-call.ts';

/**
 * The fixed openings of what the model is told, shared with readers of tool responses (the demo model reads its
 * own conversation through them).
 */
export const toolResponseWording = {
  modified: 'The operator modified the arguments before running this call: ',
  feedback: 'Operator feedback: ',
  refused: 'The call was refused before running: ',
  refusedAfterApproval: 'The call was approved, then refused just before running: ',
  declined: 'The call was declined by the operator',
  declinedAutomatically: 'The call was declined without the operator: ',
  failed: 'The tool failed: ',
  interrupted: 'The call was interrupted: ',
} as const;

function show(value: JsonValue | undefined): string {
  return value === undefined ? '(absent)' : JSON.stringify(value);
}

/**
 * The note that tells the model what the operator changed before the call ran (old and new values) and the
 * operator's feedback, or an empty string when there is nothing to tell.
 */
export function operatorNote(call: ToolCall): string {
  if (!('approval' in call) || !call.approval) return '';
  const { approvedArgs, modifiedKeys, feedback } = call.approval;
  const lines: string[] = [];
  if (modifiedKeys.length > 0) {
    const changes = argumentChanges({ args: call.args, modifiedArgs: approvedArgs })
      .filter((change) => modifiedKeys.includes(change.key))
      .map((change) => `${change.key}: ${show(change.from)} → ${show(change.to)}`);
    lines.push(`${toolResponseWording.modified}${changes.join('; ')}.`);
  }
  if (feedback) lines.push(`${toolResponseWording.feedback}${feedback}`);
  return lines.join('\n');
}

/**
 * What the model is told about a settled call: the output (with the operator's note), or why it did not run.
 * Returns undefined while the call is still open (streaming, pending, executing).
 */
export function toolResponse(
  call: ToolCall,
): { readonly content: string; readonly isError: boolean } | undefined {
  const note = operatorNote(call);
  const withNote = (text: string) => (note ? `${text}\n\n${note}` : text);
  switch (call.status) {
    case 'executed':
      return {
        content: withNote(resultText(call.result)),
        isError: false,
      };
    case 'failed':
      return { content: withNote(`${toolResponseWording.failed}${call.error}`), isError: true };
    case 'refused':
      // Refused by the re-check after approval: the model also learns what the operator had changed.
      return call.approval
        ? {
            content: withNote(`${toolResponseWording.refusedAfterApproval}${call.refusal.message}`),
            isError: true,
          }
        : { content: `${toolResponseWording.refused}${call.refusal.message}`, isError: true };
    case 'declined':
      if (call.by !== 'operator')
        return {
          content: `${toolResponseWording.declinedAutomatically}${call.reason ?? 'nobody decided in time.'}`,
          isError: true,
        };
      return {
        content: `${toolResponseWording.declined}${call.reason ? `: ${call.reason}` : '.'}`,
        isError: true,
      };
    case 'interrupted':
      return { content: withNote(`${toolResponseWording.interrupted}${call.reason}`), isError: true };
    default:
      return undefined;
  }
}
