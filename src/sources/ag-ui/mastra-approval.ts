import type { Conversation } from '../../core/conversation.ts';
import { allToolCalls } from '../../core/conversation.ts';
import type { JsonObject, JsonValue } from '../../core/json.ts';
import { isJsonObject } from '../../core/json.ts';

/** What @ag-ui/mastra puts between the Mastra run id and the tool call id of an interrupt id, and splits on. */
const runSeparator = '::';

function namedPendingIds(raw: unknown): readonly string[] | undefined {
  if (!isJsonObject(raw as JsonValue)) return undefined;
  const event = raw as JsonObject;
  const outcome = isJsonObject(event.outcome) ? event.outcome : {};
  const result = isJsonObject(event.result) ? event.result : {};
  const ids = outcome.pendingToolCallIds ?? event.pendingToolCallIds ?? result.pendingToolCallIds;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : undefined;
}

/**
 * The calls a finished run leaves waiting on the application: those its `RUN_FINISHED` names in
 * `pendingToolCallIds`, else, when the run ended in success (or said nothing), every call it announced whole
 * and did not answer, which is how `@ag-ui/client` fills `pendingToolCallIds` itself. @ag-ui/mastra sends no
 * outcome for a `requireApproval` tool: the call's events and then `RUN_FINISHED`, nothing else.
 */
export function pendingToolCallIdsOf(
  raw: unknown,
  outcome: { readonly type: string } | undefined,
  conversation: Conversation,
): readonly string[] {
  const named = namedPendingIds(raw);
  if (named && named.length > 0) return named;
  if (outcome && outcome.type !== 'success') return [];
  return allToolCalls(conversation)
    .filter((call) => call.status === 'checking')
    .map((call) => call.providerId ?? call.id);
}

/**
 * The Mastra run a run's calls belong to, which an approval's resume must name (`<Mastra run id>::<tool call
 * id>`). A fresh run is its own Mastra run (@ag-ui/mastra starts Mastra with the AG-UI run id); a run that
 * resumed an interrupt continues the Mastra run that interrupt named, so an approval asked for there belongs to
 * that run, not to the resume's own run id. Read from the conversation: the last answered interrupt since the
 * operator's last message names it; with none, the run is its own.
 */
export function mastraRunIdOf(conversation: Conversation, runId: string): string {
  for (let index = conversation.messages.length - 1; index >= 0; index -= 1) {
    const message = conversation.messages[index]!;
    if (message.role === 'user') return runId;
    for (let part = message.parts.length - 1; part >= 0; part -= 1) {
      const current = message.parts[part]!;
      if (current.kind !== 'tool-call') continue;
      const { call } = current;
      const separator = call.interrupt?.id.indexOf(runSeparator) ?? -1;
      if (call.status !== 'pending' && call.interrupt && separator > 0)
        return call.interrupt.id.slice(0, separator);
    }
  }
  return runId;
}

/** The interrupt id @ag-ui/mastra resumes a `requireApproval` call by. */
export function mastraApprovalInterruptId(mastraRunId: string, toolCallId: string): string {
  return `${mastraRunId}${runSeparator}${toolCallId}`;
}
