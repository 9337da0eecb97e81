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
} from '../../../core/test-builders.ts';
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
