import { describe, expect, it } from 'vitest';
import { promptTokensOfCall, recordPredictedInput } from './message-usage.ts';
import { conversationOf, executedCallPart, messageOf, textPart } from './tokens/test-conversation.ts';

const answered = {
  ...messageOf('m2', 'model', [executedCallPart('p2', 'read_record', { id: 1 }, 'ok')]),
  usage: { inputTokens: 956 },
};
const conversation = conversationOf([messageOf('m1', 'user', [textPart('p1', 'Hi')]), answered]);

describe('prompt tokens, predicted and billed', () => {
  it('keeps the prediction beside the billed figure on the model message', () => {
    const next = recordPredictedInput(conversation, 'm2', 943);
    expect(next.messages[1]!.usage).toEqual({ inputTokens: 956, predictedInputTokens: 943 });
    expect(next.messages[0]).toBe(conversation.messages[0]);
    expect(recordPredictedInput(next, 'm2', 943)).toBe(next);
    expect(recordPredictedInput(conversation, 'absent', 1)).toBe(conversation);
  });

  it('finds both figures for a call from the message that proposed it', () => {
    expect(promptTokensOfCall(conversation, 'call_p2')).toEqual({ billed: 956 });
    expect(promptTokensOfCall(recordPredictedInput(conversation, 'm2', 943), 'call_p2')).toEqual({
      billed: 956,
      predicted: 943,
    });
    expect(promptTokensOfCall(conversation, 'call_other')).toBeUndefined();
  });
});
