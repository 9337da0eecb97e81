import type { UIMessage } from 'ai';
import type { Conversation, Message } from '../../core/conversation.ts';
import type { StagedDecision } from '../../core/source.ts';
import type { ToolCall } from '../../core/tool-call.ts';

type UiPart = UIMessage['parts'][number];

/** The answer a staged decision gives its approval request, as the SDK's `addToolApprovalResponse` writes it. */
function approvalAnswer(id: string, staged: StagedDecision) {
  const approved = staged.kind === 'approve';
  const reason = staged.kind === 'decline' ? staged.reason : undefined;
  return { id, approved, ...(reason ? { reason } : {}) };
}

/** The tool part the route reads for a call: its state from the call's status and, answering now, its decision. */
function toolPartOf(call: ToolCall): UiPart {
  const base = {
    type: `tool-${call.name}` as const,
    toolCallId: call.providerId ?? call.id,
    input: call.args ?? {},
  };
  const interrupt = call.interrupt;
  const staged = interrupt?.staged;
  if (call.status === 'pending' && interrupt)
    return staged
      ? { ...base, state: 'approval-responded', approval: approvalAnswer(interrupt.id, staged) }
      : { ...base, state: 'approval-requested', approval: { id: interrupt.id } };
  if (call.status === 'executing')
    return interrupt
      ? { ...base, state: 'approval-responded', approval: { id: interrupt.id, approved: true } }
      : { ...base, state: 'input-available' };
  if (call.status === 'executed')
    return {
      ...base,
      state: 'output-available',
      output: call.result,
      ...(interrupt ? { approval: { id: interrupt.id, approved: true as const } } : {}),
    };
  if (call.status === 'declined' && interrupt)
    return {
      ...base,
      state: 'output-denied',
      approval: { id: interrupt.id, approved: false, ...(call.reason ? { reason: call.reason } : {}) },
    };
  const error =
    call.status === 'failed'
      ? call.error
      : call.status === 'declined'
        ? `Declined${call.reason ? `: ${call.reason}` : ''}`
        : call.status === 'refused'
          ? call.refusal.message
          : call.status === 'interrupted'
            ? call.reason
            : 'It never ran.';
  return { ...base, state: 'output-error', errorText: error };
}

/**
 * A model message as the assistant's UI message: a step starts the message and again at each text or reasoning
 * that follows a tool call, which is where the route split its steps (it reads them back as separate model turns).
 */
function assistantOf(message: Message): UIMessage {
  const parts: UiPart[] = [{ type: 'step-start' }];
  let afterTool = false;
  for (const part of message.parts) {
    if (part.kind === 'tool-call') {
      // A call stopped before the route started it is not asked for again: the SDK's client would send it as
      // input still streaming or available, which would have the route run it; its model conversion leaves out
      // the one, and this page leaves out both.
      if (part.call.status === 'interrupted' && part.call.startedAt === undefined) continue;
      parts.push(toolPartOf(part.call));
      afterTool = true;
      continue;
    }
    if (part.kind !== 'text' && part.kind !== 'reasoning') continue;
    if (afterTool) parts.push({ type: 'step-start' });
    afterTool = false;
    parts.push({ type: part.kind, text: part.text, state: 'done' });
  }
  return { id: message.id, role: 'assistant', parts };
}

/**
 * The chat's UI messages, as the client owns them and posts them to the route: the operator's messages as user
 * text, the assistant's with each call in the state its status gives, a call whose decision is staged answering
 * its approval request (`approval-responded`, approved or denied with the reason). Messages still streaming and
 * calls the operator made by hand are left out: the route never saw them.
 */
export function uiMessagesOf(conversation: Pick<Conversation, 'messages'>): UIMessage[] {
  return conversation.messages.flatMap((message): UIMessage[] => {
    if (message.role === 'user')
      return [
        {
          id: message.id,
          role: 'user',
          parts: message.parts.flatMap((part) =>
            part.kind === 'text' ? [{ type: 'text' as const, text: part.text }] : [],
          ),
        },
      ];
    if (message.role !== 'model' || message.status === 'streaming') return [];
    if (message.parts.some((part) => part.kind === 'tool-call' && part.call.initiatedBy === 'operator'))
      return [];
    return [assistantOf(message)];
  });
}
