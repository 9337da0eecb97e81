// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ContextReading, ContextSource } from '../context-reading.ts';
import { ContextMeter } from './context-meter.tsx';

const base: ContextReading = {
  status: 'ready',
  effectiveTokens: 150_000,
  contextWindow: 200_000,
  modelLabel: 'Claude Sonnet',
  costUsd: 0.45,
  breakdown: { system: 1200, tools: 3400, history: 145_400, prunedSavings: 9000 },
  estimate: true,
  calibrated: { tokens: 151_234, ratio: 1.0082, samples: 3 },
};
const source = (reading: ContextReading): ContextSource => ({
  subscribe: () => () => undefined,
  reading: () => reading,
});

afterEach(cleanup);

describe('ContextMeter', () => {
  it('shows the effective total against the window, the cost, and ≈ for estimates', () => {
    render(<ContextMeter source={source(base)} />);
    const region = screen.getByRole('region', { name: 'Context' });
    expect(region).toHaveTextContent('≈150,000 / 200,000 tokens');
    expect(region).toHaveTextContent('$0.450 next');
    expect(screen.getByRole('meter', { name: 'Context window used' })).toHaveAttribute(
      'aria-valuetext',
      '75.0% of the window',
    );
    expect(region.querySelector('.bg-amber-500')).not.toBeNull();
  });

  it('turns red at the window and says when a recount takes a while', async () => {
    render(
      <ContextMeter
        source={source({ ...base, effectiveTokens: 210_000, status: 'counting', estimate: false })}
      />,
    );
    expect(screen.getByRole('region', { name: 'Context' })).toHaveTextContent('210,000 / 200,000');
    expect(await screen.findByRole('status')).toHaveTextContent('recounting');
    expect(screen.getByRole('region', { name: 'Context' }).querySelector('.bg-red-600')).not.toBeNull();
    expect(screen.getByRole('region', { name: 'Context' })).toHaveAttribute('aria-busy', 'true');
  });

  it('opens the breakdown with what pruning saves and the calibrated figure', async () => {
    const user = userEvent.setup();
    render(<ContextMeter source={source(base)} />);
    await user.click(screen.getByRole('button', { name: 'Breakdown' }));
    const region = screen.getByRole('region', { name: 'Context' });
    expect(region).toHaveTextContent('Tool declarations≈3,400');
    expect(region).toHaveTextContent('Pruning saves−9,000');
    expect(region).toHaveTextContent("By the provider's count≈151,234");
    // Where the figure comes from: the provider's reported usage against this browser's count.
    expect(region).toHaveTextContent('The provider counted 1.01 times the tokens this browser counted');
    expect(region).toHaveTextContent('last 3 requests to this model (the input tokens it reported)');
  });
});
