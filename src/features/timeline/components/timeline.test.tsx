// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Message } from '../../../core/conversation.ts';
import { makeCallPart, makeConversation, makeMessage, makeTextPart } from '../../../test/test-builders.ts';
import { useAppStore } from '../../../store/app-store.ts';
import { giveElementsASize } from '../../../test/jsdom-layout.ts';
import type { PartTokenSource } from '../part-token-source.ts';
import { Timeline } from './timeline.tsx';

const tokens: PartTokenSource = {
  subscribe: () => () => undefined,
  tokensOf: (partId) => (partId === 'part_answer' ? 1234 : 20),
  isEstimate: () => true,
};

function seed() {
  useAppStore.setState({
    showPruned: false,
    conversation: makeConversation([
      makeMessage('user', [makeTextPart('Refund **order 1042** please', 'part_question', 'pinned')], 'm1'),
      makeMessage(
        'model',
        [
          {
            id: 'part_reasoning',
            kind: 'reasoning',
            pruning: 'auto',
            text: 'Check the order first.\nThen refund.',
          },
          makeTextPart('Old answer that the operator pruned', 'part_old', 'pruned'),
          makeTextPart('Looking at the order now.', 'part_answer'),
          makeCallPart({ id: 'call_1', name: 'read_record' }),
        ],
        'm2',
      ),
    ]),
  });
}

function renderTimeline() {
  return render(
    <Timeline
      tokenSource={tokens}
      renderToolCall={({ part, controls }) => (
        <article aria-label={`${part.call.name} ${part.call.status}`}>{controls}</article>
      )}
    />,
  );
}

giveElementsASize();
beforeEach(seed);
afterEach(cleanup);

describe('Timeline', () => {
  it('renders messages and parts as Markdown, with reasoning collapsed', async () => {
    const user = userEvent.setup();
    renderTimeline();
    const timeline = screen.getByRole('region', { name: 'Timeline' });
    expect((await within(timeline).findByText('order 1042')).tagName).toBe('STRONG');
    const toggle = within(timeline).getByRole('button', { name: /Show reasoning/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(timeline).not.toHaveTextContent('Then refund.');
    await user.click(toggle);
    expect(timeline).toHaveTextContent('Then refund.');
    expect(within(timeline).getByRole('article', { name: 'read_record pending' })).toBeInTheDocument();
  });

  it('shows the pruning state, the remaining depth and the tokens of each part', () => {
    renderTimeline();
    const answer = screen
      .getAllByRole('group', { name: 'Text part' })
      .find((group) => group.textContent?.includes('Looking'))!;
    expect(within(answer).getByRole('button', { name: 'Auto' })).toHaveAttribute('aria-pressed', 'true');
    expect(answer).toHaveTextContent('expires in 108 turns');
    expect(answer).toHaveTextContent('≈1.2k tokens');
    const question = screen
      .getAllByRole('group', { name: 'Text part' })
      .find((group) => group.textContent?.includes('Refund'));
    expect(question && within(question).getByRole('button', { name: 'Pin' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('article', { name: 'read_record pending' })).toHaveTextContent('kept while open');
  });

  it('folds a pruned part to the hint the model reads, without its internal id, until Show pruned content', () => {
    renderTimeline();
    const pruned = screen.getByRole('group', { name: 'Text part, pruned' });
    expect(pruned).toHaveTextContent('The model sees only: Old answer that the operator pruned');
    expect(pruned).not.toHaveTextContent('part_old');
    act(() => useAppStore.getState().setShowPruned(true));
    expect(screen.getByRole('group', { name: 'Text part, pruned' })).not.toHaveTextContent(
      'The model sees only',
    );
  });

  it('changes the pruning state through the store', async () => {
    const user = userEvent.setup();
    renderTimeline();
    const answer = screen
      .getAllByRole('group', { name: 'Text part' })
      .find((group) => group.textContent?.includes('Looking'))!;
    await user.click(within(answer).getByRole('button', { name: 'Prune' }));
    const part = useAppStore.getState().conversation.messages[1]!.parts[2]!;
    expect(part.pruning).toBe('pruned');
    expect(screen.getAllByRole('group', { name: 'Text part, pruned' })).toHaveLength(2);
  });

  it('opens another conversation at its latest turn, with only the rows near it mounted', () => {
    renderTimeline();
    const messages = Array.from({ length: 300 }, (_, index) =>
      makeMessage('user', [makeTextPart(`Question number ${index}`, `part_q${index}`)], `m_q${index}`),
    );
    act(() => useAppStore.setState({ conversation: { ...makeConversation(messages), id: 'conv_imported' } }));
    const timeline = screen.getByRole('region', { name: 'Timeline' });
    expect(timeline).toHaveTextContent('Question number 299');
    expect(timeline).not.toHaveTextContent('Question number 0 ');
    expect(timeline.querySelectorAll('[data-index]').length).toBeLessThan(60);
  });

  it('keeps the newest message mounted when its parts arrive after its header and the scroll record lags', () => {
    const messages = Array.from({ length: 60 }, (_, index) =>
      makeMessage('user', [makeTextPart(`Question number ${index}`, `part_q${index}`)], `m_q${index}`),
    );
    act(() => useAppStore.setState({ conversation: makeConversation(messages) }));
    renderTimeline();
    const timeline = screen.getByRole('region', { name: 'Timeline' });
    expect(timeline).toHaveTextContent('Question number 59');

    // jsdom ignores scroll writes, so the virtualizer's record of the scroll stays where the list opened, as
    // it does in a browser whose read-back of the follow write lags: its range ends at the old last row, plus
    // the overscan. A turn of seven rows fills the overscan, then the reply's header comes, then its parts.
    const results = makeMessage(
      'user',
      Array.from({ length: 6 }, (_, index) => makeTextPart(`Result ${index}`, `part_result${index}`)),
      'm_results',
    );
    const reply = makeMessage('model', [], 'm_reply');
    const append = (...added: Message[]) =>
      act(() => useAppStore.setState({ conversation: makeConversation([...messages, ...added]) }));
    append(results, reply);
    append(results, {
      ...reply,
      parts: [
        makeTextPart('You declined the refund update.', 'part_reply'),
        makeCallPart({ id: 'call_delete', name: 'delete_record' }),
      ],
    });
    expect(timeline).toHaveTextContent('You declined the refund update.');
    expect(within(timeline).getByRole('article', { name: 'delete_record pending' })).toBeInTheDocument();
    // Only the newest message is added to the range: older rows far from it stay unmounted.
    expect(timeline).not.toHaveTextContent('Question number 20');
  });
});
