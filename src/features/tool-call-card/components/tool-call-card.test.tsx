// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findToolCallPart } from '../../../core/conversation.ts';
import {
  makeConversation,
  makeMessage,
  makeToolCall,
  makeToolCallPart,
} from '../../../test/test-builders.ts';
import type { ToolCall } from '../../../core/tool-call.ts';
import { useAppStore } from '../../../store/app-store.ts';
import { ToolCallCard } from './tool-call-card.tsx';

const approval = {
  by: 'operator' as const,
  at: 1000,
  approvedArgs: { model: 'Order', id: 7 },
  modifiedKeys: ['id'],
  feedback: 'Use order 7.',
};

function show(call: ToolCall, variant: 'timeline' | 'review' = 'timeline') {
  useAppStore.setState({
    conversation: makeConversation([makeMessage('model', [makeToolCallPart(call)])]),
    localDecisions: true,
    selectedPartId: undefined,
  });
  return render(<ToolCallCard call={call} partId={`part_${call.id}`} tier="write" variant={variant} />);
}

beforeEach(() => useAppStore.setState({ localDecisions: true }));
afterEach(cleanup);

describe('ToolCallCard', () => {
  it('is an article named by the tool and its status, with the summary and tier', () => {
    show(makeToolCall({ name: 'update_record' }));
    const card = screen.getByRole('article', { name: 'update_record pending' });
    expect(card).toHaveTextContent('update_record("Order", 1042)');
    expect(card).toHaveTextContent('write');
  });

  it('opens an executed call on its output, with the approved arguments and the edits', () => {
    show(
      makeToolCall({
        state: { status: 'executed', approval, startedAt: 1000, finishedAt: 1412, result: { ok: true } },
      }),
      'review',
    );
    const card = screen.getByRole('article', { name: 'read_record executed' });
    expect(card).toHaveTextContent('412 ms');
    expect(within(card).getByRole('tab', { name: 'Output' })).toHaveAttribute('aria-selected', 'true');
    expect(within(card).getByRole('tabpanel')).toHaveTextContent('"ok": true');
    expect(within(card).getByRole('region', { name: 'Approved arguments' })).toHaveTextContent('"id": 7');
    expect(card).toHaveTextContent('edited: id');
    expect(card).toHaveTextContent('“Use order 7.”');
  });

  it('opens a failed call on its error and retries it', async () => {
    const user = userEvent.setup();
    show(
      makeToolCall({
        state: { status: 'failed', approval, startedAt: 1000, finishedAt: 2000, error: 'HTTP 504' },
      }),
    );
    const card = screen.getByRole('article', { name: 'read_record failed' });
    expect(within(card).getByRole('tab', { name: 'Error' })).toHaveAttribute('aria-selected', 'true');
    expect(within(card).getByRole('tabpanel')).toHaveTextContent('HTTP 504');
    await user.click(within(card).getByRole('button', { name: 'Retry' }));
    expect(findToolCallPart(useAppStore.getState().conversation, 'call_1')?.call.status).toBe('pending');
  });

  it('offers no Retry for a failed call of a remote thread, whose agent runs its tools', () => {
    const call = makeToolCall({
      state: { status: 'failed', approval, startedAt: 1000, finishedAt: 2000, error: 'HTTP 504' },
    });
    useAppStore.setState({
      conversation: {
        ...makeConversation([makeMessage('model', [makeToolCallPart(call)])]),
        source: { kind: 'ag-ui', agentId: 'agent_orders', threadId: 'thread_1' },
      },
      localDecisions: false,
      selectedPartId: undefined,
    });
    render(<ToolCallCard call={call} partId={`part_${call.id}`} tier="write" variant="timeline" />);
    const card = screen.getByRole('article', { name: 'read_record failed' });
    expect(within(card).getByRole('tabpanel')).toHaveTextContent('HTTP 504');
    expect(within(card).queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('says who refused a refused call', () => {
    show(
      makeToolCall({
        state: {
          status: 'refused',
          refusal: { source: 'agent-access', message: 'The agent may not write orders.' },
        },
      }),
    );
    expect(screen.getByRole('article', { name: 'read_record refused' })).toHaveTextContent(
      "Refused by the agent's permissions. The agent may not write orders.",
    );
  });

  it('names the rule that denied a call once, then what the rule tells the model', () => {
    const message =
      'Denied by rule 1: *delete*. Close duplicates instead of deleting them. Do not call it again with these arguments; propose another way or ask the operator.';
    show(
      makeToolCall({
        name: 'delete_record',
        state: {
          status: 'refused',
          refusal: { source: 'policy', rule: { id: 'rule-1', number: 1, summary: '*delete*' }, message },
        },
      }),
      'review',
    );
    const card = screen.getByRole('article', { name: 'delete_record refused' });
    expect(within(card).getByTestId('rule-explanation')).toHaveTextContent('Denied by rule 1: *delete*.');
    const outcome = within(card).getByTestId('rule-explanation').parentElement!;
    expect(outcome).toHaveTextContent(
      'Denied by rule 1: *delete*. Close duplicates instead of deleting them. Do not call it again',
    );
    expect(outcome.textContent!.match(/Denied by rule 1/g)).toHaveLength(1);
    const error = within(card).getByRole('tabpanel');
    expect(error).toHaveTextContent(message);
    expect(error).not.toHaveTextContent('Refused by a rule');
  });

  it('names the rule whose deadline declined a call once, then why', () => {
    show(
      makeToolCall({
        name: 'send_email',
        state: {
          status: 'declined',
          by: 'policy',
          decidedAt: 2,
          rule: { id: 'rule-1', number: 1, summary: 'send_email' },
          reason: 'nobody decided within 8 seconds (the deadline of rule 1: send_email). Ask again later.',
        },
      }),
    );
    const card = screen.getByRole('article', { name: 'send_email declined' });
    const outcome = within(card).getByTestId('rule-explanation').parentElement!;
    expect(outcome).toHaveTextContent(
      'Declined by the deadline of rule 1: send_email. Nobody decided within 8 seconds. Ask again later.',
    );
    expect(outcome.textContent!.match(/rule 1/g)).toHaveLength(1);
  });

  it('shows arguments as they stream', () => {
    show(makeToolCall({ rawArguments: '{"model": "Ord', args: null, state: { status: 'streaming' } }));
    expect(screen.getByRole('article', { name: 'read_record streaming' })).toHaveTextContent('"model": "Ord');
  });

  it('selects its part when reviewed from the timeline', async () => {
    const user = userEvent.setup();
    show(makeToolCall({}));
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expect(useAppStore.getState().selectedPartId).toBe('part_call_1');
  });
});
