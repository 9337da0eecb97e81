// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { StatusBadge } from './status-badge.tsx';

afterEach(cleanup);

it('shows an executing call with its duration and a live mark', () => {
  const { container } = render(<StatusBadge status="executing" duration="350 ms" />);
  expect(container.textContent).toBe('executing· 350 ms');
  expect(container.querySelector('.animate-pulse')).not.toBeNull();
});

it.each(['perhaps sent', 'not sent'] as const)(
  'says "%s" instead of a running duration when the answer may not have reached the agent',
  (delivery) => {
    const { container } = render(<StatusBadge status="executing" duration="350 ms" delivery={delivery} />);
    expect(container.textContent).toBe(`executing· ${delivery}`);
    expect(container.querySelector('.animate-pulse')).toBeNull();
  },
);
