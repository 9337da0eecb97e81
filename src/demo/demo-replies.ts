import type { JsonValue } from '../core/json.ts';
import type { ArgumentEdit } from './operator-notes.ts';
import type { SeenCall } from './read-request.ts';

/** A value as the demo quotes it back: numbers as they are, text quoted and shortened. */
export function quoteValue(value: JsonValue | undefined): string {
  if (value === undefined) return '(nothing)';
  const text = typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : JSON.stringify(value);
  const short = text.length > 70 ? `${text.slice(0, 69)}…` : text;
  return typeof value === 'string' ? `“${short}”` : short;
}

function editSentence(edit: ArgumentEdit): string {
  if (edit.to === undefined) return `removed ${edit.path}`;
  if (edit.from === undefined) return `added ${edit.path} = ${quoteValue(edit.to)}`;
  return `changed ${edit.path} from ${quoteValue(edit.from)} to ${quoteValue(edit.to)}`;
}

/** The operator's edits and feedback on a call that was approved (whatever happened next), if any. */
function operatorNotesOf(call: SeenCall): {
  readonly edits: readonly ArgumentEdit[];
  readonly feedback?: string;
} {
  const outcome = call.outcome;
  if (outcome.kind === 'executed' || outcome.kind === 'failed') return outcome;
  if (outcome.kind === 'refused' && outcome.afterApproval) return outcome.afterApproval;
  return { edits: [] };
}

/**
 * The demo's acknowledgement of the operator's edits to a call, naming each changed key and its new value, e.g.
 * "You changed values.refund_amount from 89.9 to 45 before approving update_record."
 */
export function acknowledgeEdits(call: SeenCall): string | undefined {
  const { edits } = operatorNotesOf(call);
  if (edits.length === 0) return undefined;
  const list = edits.map(editSentence);
  const joined = list.length > 1 ? `${list.slice(0, -1).join(', ')} and ${list.at(-1)}` : list[0];
  // Only a call that ran went with the operator's version; a refused or failed one did not take effect.
  const closing = call.outcome.kind === 'executed' ? "; I'm going with your version." : '.';
  return `You ${joined} before approving ${call.name}${closing}`;
}

/** The operator's feedback on a call, acknowledged, or undefined when there was none. */
export function acknowledgeFeedback(call: SeenCall): string | undefined {
  const { feedback } = operatorNotesOf(call);
  return feedback ? `Noted your feedback: ${quoteValue(feedback)}.` : undefined;
}

/**
 * Text quoted from elsewhere (a refusal, an error) as literal markdown: the reply is rendered as markdown, and a
 * rule such as `*delete*` must read as written, not in italics.
 */
export function literalMarkdown(text: string): string {
  return text.replace(/[\\`*_[\]~]/g, (character) => `\\${character}`);
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * What the demo says about one of its calls: `onSuccess` when it ran, else that it was declined, refused, failed
 * or interrupted and why, followed by its acknowledgement of any edits and feedback.
 */
export function reportOutcome(call: SeenCall, label: string, onSuccess: string): string {
  const outcome = call.outcome;
  const notes = [acknowledgeEdits(call), acknowledgeFeedback(call)].filter((note): note is string => !!note);
  const head = (() => {
    switch (outcome.kind) {
      case 'executed':
        return onSuccess;
      case 'declined':
        return outcome.automatic
          ? `${capitalized(label)} was declined without you: ${literalMarkdown(outcome.reason ?? 'nobody decided in time.')}`
          : `You declined ${label}${outcome.reason ? ` (${literalMarkdown(quoteValue(outcome.reason))})` : ''}.`;
      case 'refused':
        return outcome.afterApproval
          ? `${capitalized(label)} was refused just before it ran, so it did not take effect: ${literalMarkdown(outcome.reason.split('\n')[0] ?? '')}`
          : `${capitalized(label)} was refused before it ran: ${literalMarkdown(outcome.reason.split('\n')[0] ?? '')}`;
      case 'failed':
        return `${capitalized(label)} failed: ${literalMarkdown(outcome.reason)}`;
      case 'interrupted':
        return `${capitalized(label)} was interrupted (${literalMarkdown(outcome.reason)}); please check whether it took effect before retrying.`;
      case 'unknown':
        return `I can no longer see what became of ${label}.`;
    }
  })();
  return [...notes, head].join(' ');
}

/** Whether the call ran. */
export function ran(call: SeenCall | undefined): boolean {
  return call?.outcome.kind === 'executed';
}

/** The call, or a stand-in whose outcome is unknown when the call is no longer visible in the context. */
export function orUnknown(call: SeenCall | undefined, name: string): SeenCall {
  return call ?? { name, args: {}, outcome: { kind: 'unknown' } };
}
