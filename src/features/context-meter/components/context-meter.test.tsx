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
  breakdown: {
    lines: [
      { label: 'System prompt', tokens: 1200 },
      { label: 'Tool declarations', tokens: 3400 },
      { label: 'Text', tokens: 145_400 },
    ],
    prunedSavings: 9000,
  },
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
    // Where the figure comes from: the provider's reported usage against this browser's prediction.
    expect(region).toHaveTextContent(
      'this provider billed 1.01 times the tokens predicted for your last 3 requests',
    );
  });

  it('lists lines that add up to the total, the last request predicted against billed, and the band', async () => {
    const user = userEvent.setup();
    const lines = [
      { label: 'System prompt', tokens: 1_000 },
      { label: 'Framing', tokens: 21 },
      { label: 'Tool declarations', tokens: 3_400 },
      { label: 'Text', tokens: 1_600 },
    ];
    const reading = {
      ...base,
      effectiveTokens: 6_021,
      breakdown: { lines, prunedSavings: 0 },
      band: 'within 8% (measured)',
      lastRequest: { predicted: 6_021, billed: 6_034 },
    };
    render(<ContextMeter source={source(reading)} />);
    await user.click(screen.getByRole('button', { name: 'Breakdown' }));
    const region = screen.getByRole('region', { name: 'Context' });
    const shown = screen.getAllByTestId('breakdown-line').map((line) => line.textContent);
    expect(shown).toEqual(['System prompt≈1,000', 'Framing≈21', 'Tool declarations≈3,400', 'Text≈1,600']);
    expect(region).toHaveTextContent('Next request≈6,021');
    expect(region).toHaveTextContent('Last request: predicted 6,021, billed 6,034, +0.2%');
    expect(region).toHaveTextContent('≈ marks an estimate, within 8% (measured).');
  });
});
