import type { Conversation, Message } from './conversation.ts';
import { messageDepth } from './conversation.ts';
import type { ContextMessage, ContextPart, ReasoningContent } from './model-request.ts';
import type { Part, ReasoningPart } from './part.ts';
import { isEffectivelyPruned, metadataHeader } from './pruning.ts';
import { replayedArguments } from './tool-call.ts';
import { toolResponse } from './tool-response.ts';

function reasoningContent(part: ReasoningPart): ReasoningContent {
  return {
    kind: 'reasoning',
    text: part.text,
    ...(part.issuedBy ? { issuedBy: part.issuedBy } : {}),
    ...(part.decorations ? { decorations: part.decorations } : {}),
  };
}

function partBody(part: Part): ContextPart {
  switch (part.kind) {
    case 'text':
      return { kind: 'text', text: part.text };
    case 'reasoning':
      return reasoningContent(part);
    case 'blob':
      return { kind: 'blob', name: part.name, mimeType: part.mimeType, data: part.data };
    case 'tool-call': {
      const call = part.call;
      return {
        kind: 'tool-call',
        callId: call.id,
        providerId: call.providerId ?? call.id,
        name: call.name,
        args: replayedArguments(call) ?? {},
        ...(call.issuedBy ? { issuedBy: call.issuedBy } : {}),
        ...(call.decorations ? { decorations: call.decorations } : {}),
      };
    }
  }
}

/** One message as the model will see it at `depth` (see {@link buildEffectiveContext}). */
export function messageContext(message: Message, depth: number): readonly ContextMessage[] {
  const parts: ContextPart[] = [];
  const results: ContextPart[] = [];
  for (const part of message.parts) {
    // The operator's own call is not the model's: what it returned reaches the model only as their message.
    if (part.kind === 'tool-call' && part.call.initiatedBy === 'operator') continue;
    if (isEffectivelyPruned(part, depth)) {
      // A pruned call takes its response with it, so every provider still sees matching pairs.
      parts.push({
        kind: 'header',
        text: metadataHeader(part),
        partId: part.id,
        ...(part.kind === 'reasoning' ? { reasoning: reasoningContent(part) } : {}),
      });
      continue;
    }
    parts.push(partBody(part));
    if (part.kind === 'tool-call') {
      const response = toolResponse(part.call);
      if (response) {
        const call = part.call;
        results.push({
          kind: 'tool-result',
          callId: call.id,
          providerId: call.providerId ?? call.id,
          name: call.name,
          ...response,
        });
      }
    }
  }
  const issued = message.issuedBy ? { issuedBy: message.issuedBy } : {};
  const own: ContextMessage[] = parts.length > 0 ? [{ role: message.role, parts, ...issued }] : [];
  return results.length > 0 ? [...own, { role: 'tool', parts: results }] : own;
}

/**
 * The conversation as the model will see it next: effectively pruned parts replaced by their metadata header
 * (a reasoning header keeps its reasoning, for the builders that send it only where the reasoning would go),
 * tool calls replayed with the arguments of `replayedArguments` (approved when they ran, else the model's own), each settled call followed by its response in a `tool`
 * message (with the operator's note of modified keys and feedback).
 */
export function buildEffectiveContext(conversation: Conversation): readonly ContextMessage[] {
  return conversation.messages.flatMap((message, index) =>
    messageContext(message, messageDepth(conversation, index)),
  );
}
