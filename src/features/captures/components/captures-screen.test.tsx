// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CapturesScreen } from './captures-screen.tsx';

// Read from the project root, where Vitest runs: jsdom gives modules an http URL, not a file one.
const capture = readFileSync(resolve('src/wire/__fixtures__/anthropic-messages/text-then-tool.sse'), 'utf8');

afterEach(cleanup);

describe('CapturesScreen', () => {
  it('detects the format of a pasted stream and shows the assembled turn', async () => {
    render(<CapturesScreen />);
    fireEvent.change(screen.getByLabelText('Raw provider stream'), { target: { value: capture } });
    const result = screen.getByRole('region', { name: 'Assembled turn' });
    expect(await within(result).findByText('detected: anthropic-messages')).toBeInTheDocument();
    expect(within(result).getByRole('region', { name: 'Tool calls' })).toHaveTextContent('get_weather');
    expect(within(result).getByRole('region', { name: 'Errors' })).toHaveTextContent('None');
  });

  it('says when a text is no stream it knows', async () => {
    render(<CapturesScreen />);
    fireEvent.change(screen.getByLabelText('Raw provider stream'), { target: { value: 'hello world' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be recognised');
  });
});
