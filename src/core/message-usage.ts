import type { Conversation } from './conversation.ts';

/** The prompt tokens of one request: what the meter predicted for it and what the provider billed. */
export interface PromptTokens {
  readonly billed: number;
  /** Absent when the meter had not made its prediction for the request yet. */
  readonly predicted?: number;
}

/**
 * Records the meter's prediction for the request that produced model message `messageId`, beside the prompt
 * tokens the provider reported for it. Returns the conversation unchanged when the message is not there.
 */
export function recordPredictedInput(
  conversation: Conversation,
  messageId: string,
  predicted: number,
): Conversation {
  const index = conversation.messages.findIndex((message) => message.id === messageId);
  const message = conversation.messages[index];
  if (!message || message.usage?.predictedInputTokens === predicted) return conversation;
  const messages = [...conversation.messages];
  messages[index] = { ...message, usage: { ...message.usage, predictedInputTokens: predicted } };
  return { ...conversation, messages };
}

/** The prompt tokens of the request whose answer proposed call `callId`, when the provider reported them. */
export function promptTokensOfCall(conversation: Conversation, callId: string): PromptTokens | undefined {
  const message = conversation.messages.find((candidate) =>
    candidate.parts.some((part) => part.kind === 'tool-call' && part.call.id === callId),
  );
  const billed = message?.usage?.inputTokens;
  if (billed === undefined) return undefined;
  const predicted = message?.usage?.predictedInputTokens;
  return predicted === undefined ? { billed } : { billed, predicted };
}
