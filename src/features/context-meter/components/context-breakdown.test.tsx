// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ContextReading, ContextSource } from '../context-reading.ts';
import { ContextMeter } from './context-meter.tsx';

const reading = (prunedSavings: number): ContextReading => ({
  status: 'ready',
  effectiveTokens: 4_800,
  contextWindow: 200_000,
  modelLabel: 'GPT-4.1',
  breakdown: {
    lines: [
      { label: 'System prompt', tokens: 300 },
      { label: 'Tool declarations', tokens: 1_200 },
      { label: 'Text', tokens: 3_300 },
    ],
    prunedSavings,
  },
  estimate: false,
});
const source = (value: ContextReading): ContextSource => ({
  subscribe: () => () => undefined,
  reading: () => value,
});

async function openBreakdown(prunedSavings: number) {
  render(<ContextMeter source={source(reading(prunedSavings))} />);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Breakdown' }));
  return screen.getByRole('region', { name: 'Context' });
}

afterEach(cleanup);

describe('the breakdown says what pruning really does', () => {
  it('shows the tokens pruning takes off', async () => {
    const region = await openBreakdown(1_234);
    expect(region).toHaveTextContent('Pruning saves−1,234');
    expect(region).not.toHaveTextContent('headers are longer');
  });

  it('shows the tokens pruning adds when the headers are longer than the parts they replace', async () => {
    const region = await openBreakdown(-56);
    expect(region).toHaveTextContent('Pruning adds+56');
    expect(region).toHaveTextContent('the headers are longer than the parts they replace');
    expect(region).not.toHaveTextContent('Pruning saves');
  });

  it('says nothing is saved when nothing is pruned', async () => {
    const region = await openBreakdown(0);
    expect(region).toHaveTextContent('Pruning saves0');
  });
});
