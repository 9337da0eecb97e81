import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../core/audit-entry.ts';
import { recordPredictedInput } from '../core/message-usage.ts';
import { conversationOf, executedCallPart, messageOf } from '../core/tokens/test-conversation.ts';
import { withPromptTokens } from './audit-prompt-tokens.ts';
import type { AuditLog } from './persistence/audit-log.ts';

const recorded: AuditEntry[] = [];
const log: AuditLog = {
  record: async (entry) => void recorded.push(entry),
  settle: async () => undefined,
  refuse: async () => undefined,
  list: async () => recorded,
  forCall: async () => [],
};
const answer = {
  ...messageOf('m1', 'model', [executedCallPart('p1', 'read_record', { id: 1 }, 'ok')]),
  usage: { inputTokens: 956 },
};
const entry = (callId: string): AuditEntry => ({
  id: `a-${callId}`,
  at: 1,
  conversationId: 'conversation',
  callId,
  tool: 'read_record',
  by: 'operator',
  decision: 'approved',
  proposedArgs: {},
  modifiedKeys: [],
  outcome: 'running',
});

describe('the audit log with prompt tokens', () => {
  it('records beside each decision the prompt tokens of the request that proposed the call', async () => {
    const conversation = recordPredictedInput(conversationOf([answer]), 'm1', 943);
    const audit = withPromptTokens(log, () => conversation);
    await audit.record(entry('call_p1'));
    await audit.record(entry('call_elsewhere'));
    expect(recorded[0]!.promptTokens).toEqual({ predicted: 943, billed: 956 });
    expect(recorded[1]!.promptTokens).toBeUndefined();
  });
});
