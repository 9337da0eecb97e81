// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { noLiveParts } from '../../../agent/live-parts.ts';
import { emptyTextEnds, extendTextEnds } from '../../../core/text-ends.ts';
import { useAppStore } from '../../../store/app-store.ts';
import { StreamingArguments } from './streaming-arguments.tsx';

afterEach(() => {
  cleanup();
  useAppStore.setState({ liveParts: noLiveParts });
});

describe('StreamingArguments', () => {
  it('shows the value parsed so far while the arguments are short', () => {
    const raw = '{"to":"dana@example.com","subject":"Your ord';
    useAppStore.setState({
      liveParts: {
        texts: new Map(),
        calls: new Map([
          [
            'call_1',
            {
              ends: extendTextEnds(emptyTextEnds, raw, 65_536),
              parsed: {
                status: 'partial',
                json: JSON.stringify({ to: 'dana@example.com', subject: 'Your ord' }, null, 2),
              },
            },
          ],
        ]),
      },
    });
    render(<StreamingArguments callId="call_1" rawArguments={raw} />);
    expect(screen.getByLabelText('Streaming arguments')).toHaveTextContent('"subject": "Your ord');
  });

  it('shows only the end of huge arguments, saying how much of how much', () => {
    let ends = emptyTextEnds;
    ends = extendTextEnds(ends, '{"path":"/tmp/big","content":"', 65_536);
    for (let index = 0; index < 100; index += 1) ends = extendTextEnds(ends, 'y'.repeat(1024 * 1024), 65_536);
    ends = extendTextEnds(ends, 'TAIL-MARK', 65_536);
    useAppStore.setState({ liveParts: { texts: new Map(), calls: new Map([['call_1', { ends }]]) } });
    // The conversation's own raw text is never read while a live view exists.
    render(<StreamingArguments callId="call_1" rawArguments="" />);
    expect(screen.getByText(/showing the last 64 KiB of 100\.0 MiB/)).toBeInTheDocument();
    const shown = screen.getByLabelText('Streaming arguments').textContent ?? '';
    expect(shown.length).toBeLessThan(70_000);
    expect(shown).toContain('TAIL-MARK');
    expect(shown).not.toContain('/tmp/big');
  });
});
