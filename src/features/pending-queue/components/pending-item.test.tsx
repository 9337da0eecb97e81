// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { makeToolCall } from '../../../test/test-builders.ts';
import { PendingItem } from './pending-item.tsx';

const start = Date.UTC(2026, 0, 5, 9, 0, 0);

beforeEach(() => {
  vi.useFakeTimers({ now: start, toFake: ['Date', 'setInterval', 'clearInterval'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderItem(deadline?: { readonly at: number; readonly then: 'decline' | 'notify' }) {
  const call = makeToolCall({
    id: 'c1',
    name: 'send_email',
    args: { to: 'dana@example.org' },
    state: {
      status: 'pending',
      ...(deadline
        ? { deadline: { ...deadline, waitMs: 90_000, rule: { id: 'r1', number: 1, summary: 'send_email' } } }
        : {}),
    },
  });
  render(
    <ol>
      <PendingItem call={call} tier="write" current={false} onOpen={() => undefined} />
    </ol>,
  );
}

it('names a waiting call with its tier and the deadline a rule gave it, counting down', () => {
  renderItem({ at: start + 90_000, then: 'decline' });
  expect(
    screen.getByRole('button', { name: /^send_email, write, declines in 1 minute 30 seconds: / }),
  ).toBeInTheDocument();
  act(() => vi.advanceTimersByTime(30_000));
  expect(
    screen.getByRole('button', { name: /^send_email, write, declines in 1 minute: / }),
  ).toBeInTheDocument();
  act(() => vi.advanceTimersByTime(61_000));
  expect(screen.getByRole('button', { name: /^send_email, write, declining now: / })).toBeInTheDocument();
});

it('names a reminder deadline as a reminder, and a call without a deadline by its name and tier only', () => {
  renderItem({ at: start + 45_000, then: 'notify' });
  expect(
    screen.getByRole('button', { name: /^send_email, write, reminder in 45 seconds: / }),
  ).toBeInTheDocument();
  cleanup();
  renderItem();
  expect(
    screen.getByRole('button', { name: 'send_email, write: send_email("dana@example.org")' }),
  ).toBeInTheDocument();
});
