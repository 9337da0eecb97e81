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

  it('shows arguments nested thousands of levels deep as raw text, and the rest of the screen keeps working', async () => {
    const raw = `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`;
    const deep = `data: ${JSON.stringify({ choices: [{ index: 0, delta: { tool_calls: [{ index: 0, id: 'c', function: { name: 'nest', arguments: raw } }] }, finish_reason: 'tool_calls' }] })}\n\ndata: [DONE]\n\n`;
    render(<CapturesScreen />);
    fireEvent.change(screen.getByLabelText('Raw provider stream'), { target: { value: deep } });
    const result = screen.getByRole('region', { name: 'Assembled turn' });
    const calls = await within(result).findByRole('region', { name: 'Tool calls' });
    expect(calls).toHaveTextContent('nest');
    expect(calls).toHaveTextContent(/arguments nest more than \d+ levels deep: shown as raw text only/);
    fireEvent.change(screen.getByLabelText('Raw provider stream'), { target: { value: capture } });
    expect(await within(result).findByText('detected: anthropic-messages')).toBeInTheDocument();
  });

  it('shows the start of a very long text as plain text and says how much there is', async () => {
    const delta = `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: '**All good** here. ' } }] })}\n\n`;
    const long = `${delta.repeat(3_000)}data: ${JSON.stringify({ choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\ndata: [DONE]\n\n`;
    render(<CapturesScreen />);
    fireEvent.change(screen.getByLabelText('Raw provider stream'), { target: { value: long } });
    const text = await screen.findByRole('region', { name: 'Assembled text' });
    expect(text).toHaveTextContent('Showing the first 20,000 of 57,000 characters.');
    // Plain text: the Markdown is not rendered, so no emphasis element is made.
    expect(text.querySelector('strong')).toBeNull();
  });
});
