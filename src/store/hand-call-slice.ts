import type { StateCreator } from 'zustand';
import type { DecisionResult } from '../core/agent-status.ts';
import { findCall, openCalls } from '../agent/conversation-queries.ts';
import { appendMessage, updateToolCall } from '../core/conversation.ts';
import { createId } from '../core/ids.ts';
import { isRemoteSource, sourceOf } from '../core/source.ts';
import { resultText } from '../core/tool-content.ts';
import type { ToolCall } from '../core/tool-call.ts';
import { argumentsFromSchema } from '../tools/schema-arguments.ts';
import type { AppState } from './app-state.ts';

/** Calls the operator makes by hand: opened in the review like the model's, and kept out of its context. */
export interface HandCallSlice {
  /**
   * Opens a call of the tool `name` by the operator's hand in the open conversation: it waits in the review with
   * arguments built from the tool's input schema, and goes through the same checks, approval and single run as
   * the model's calls. Refused while the agent is busy or calls wait, in a remote source's conversation, and for
   * a tool that is unknown or unavailable.
   */
  callToolByHand(name: string): DecisionResult & { readonly callId?: string };
  /** Adds what the operator's own call returned to the conversation, as their message the model reads next. */
  shareHandCallResult(callId: string): DecisionResult;
}

const busyStatuses = new Set(['streaming', 'executing', 'retrying']);

/** The operator's message that hands the result of their call to the model. */
function sharedResultText(call: ToolCall & { readonly status: 'executed' }): string {
  return `I ran ${call.name} myself with ${JSON.stringify(call.approval.approvedArgs)}. It returned:\n\n${resultText(call.result)}`;
}

export const createHandCallSlice: StateCreator<AppState, [], [], HandCallSlice> = (_set, get) => ({
  callToolByHand(name) {
    const state = get();
    const { conversation } = state;
    if (isRemoteSource(sourceOf(conversation)))
      return {
        ok: false,
        reason: "A remote agent's conversation runs its own tools; open another one first.",
      };
    if (busyStatuses.has(state.agentStatus.status))
      return { ok: false, reason: 'The agent is busy: wait for it, or press Stop.' };
    const open = openCalls(conversation).length;
    if (open > 0)
      return {
        ok: false,
        reason: `Decide the ${open === 1 ? 'pending call' : `${open} pending calls`} first (approve or decline).`,
      };
    const tool = state.agentTools().registry.get(name);
    if (!tool) return { ok: false, reason: `There is no tool named ${name}.` };
    if (tool.unavailable) return { ok: false, reason: tool.unavailable };
    const args = argumentsFromSchema(tool.inputSchema);
    const call: ToolCall = {
      id: createId('call'),
      name,
      rawArguments: JSON.stringify(args),
      args,
      modifiedArgs: {},
      status: 'pending',
      initiatedBy: 'operator',
    };
    const partId = createId('part');
    state.updateConversation((current) =>
      appendMessage(current, {
        id: createId('msg'),
        role: 'model',
        parts: [{ id: partId, kind: 'tool-call', pruning: 'auto', call }],
        createdAt: Date.now(),
        status: 'complete',
      }),
    );
    state.refreshAgent();
    state.setScreen('console');
    state.selectPart(partId, 'operator');
    return { ok: true, callId: call.id };
  },
  shareHandCallResult(callId) {
    const state = get();
    const call = findCall(state.conversation, callId);
    if (call?.initiatedBy !== 'operator' || call.status !== 'executed')
      return { ok: false, reason: 'Only the result of a call you ran yourself can be added.' };
    if (call.resultShared) return { ok: true };
    if (busyStatuses.has(state.agentStatus.status))
      return { ok: false, reason: 'The agent is busy: wait for it, or press Stop.' };
    state.updateConversation((current) =>
      appendMessage(
        updateToolCall(current, callId, (found) => ({ ...found, resultShared: true })),
        {
          id: createId('msg'),
          role: 'user',
          parts: [{ id: createId('part'), kind: 'text', pruning: 'auto', text: sharedResultText(call) }],
          createdAt: Date.now(),
          status: 'complete',
        },
      ),
    );
    state.refreshAgent();
    return { ok: true };
  },
});
