// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeToolCall } from '../../../test/test-builders.ts';
import { useAppStore } from '../../../store/app-store.ts';
import { DecisionBar } from './decision-bar.tsx';

afterEach(cleanup);

/** The bar's outline: each line it lays out and what that line holds, by role and text. */
function outline(container: HTMLElement): string[] {
  const bar = container.firstElementChild!;
  return [...bar.children].map((line) => `${line.tagName}:${line.querySelectorAll('button').length}`);
}

describe('DecisionBar', () => {
  it('says a check is under way in the row that holds Approve, so the bar keeps its lines and Approve its place', () => {
    useAppStore.setState({ localDecisions: true, decliningCallId: undefined });
    const call = makeToolCall({ id: 'call_refund', name: 'issue_refund', args: { amount: 120 } });
    const bar = (checking: boolean) => (
      <DecisionBar
        call={call}
        canApprove
        blockedReason={undefined}
        checking={checking}
        onApprove={() => {}}
      />
    );
    const { container, rerender } = render(bar(false));
    const idle = outline(container);
    // The live region is there before anything is said in it, so the change is announced.
    expect(screen.getByRole('status')).toHaveTextContent('');

    rerender(bar(true));
    expect(screen.getByRole('status')).toHaveTextContent('Checking the edited arguments…');
    expect(outline(container)).toEqual(idle);
    const approve = screen.getByRole('button', { name: 'Approve' });
    expect(approve.parentElement).toContainElement(screen.getByRole('status'));

    rerender(bar(false));
    expect(outline(container)).toEqual(idle);
  });
});
