// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyTextEnds, extendTextEnds } from '../../../core/text-ends.ts';
import { TextBody } from './part-body.tsx';

afterEach(cleanup);

describe('TextBody', () => {
  it('renders an ordinary text as Markdown', async () => {
    render(<TextBody part={{ id: 'p', kind: 'text', pruning: 'auto', text: 'A **bold** move' }} />);
    expect((await screen.findByText('bold')).tagName).toBe('STRONG');
  });

  it('shows a very long text by its two ends, as plain text, saying how long it is', () => {
    const text = `**START-MARK** ${'a'.repeat(150_000)} MIDDLE-MARK ${'b'.repeat(150_000)} END-MARK`;
    const { container } = render(<TextBody part={{ id: 'p', kind: 'text', pruning: 'auto', text }} />);
    expect(screen.getByText(/A very long text \(300,037 characters\)/)).toBeInTheDocument();
    const shown = container.textContent ?? '';
    expect(shown).toContain('**START-MARK**');
    expect(shown).toContain('END-MARK');
    expect(shown).not.toContain('MIDDLE-MARK');
    expect(shown).toContain('[… 260,037 characters not shown …]');
    expect(container.querySelector('strong')).toBeNull();
  });
});

describe('TextBody while the text streams', () => {
  it('shows the ends the live view kept, saying the text is still arriving', () => {
    const text = `OPENING-MARK ${'word '.repeat(60_000)} CLOSING-MARK`;
    let live = emptyTextEnds;
    for (let at = 0; at < text.length; at += 999)
      live = extendTextEnds(live, text.slice(at, at + 999), 65_536);
    const { container } = render(
      <TextBody part={{ id: 'p', kind: 'text', pruning: 'auto', text }} live={live} />,
    );
    expect(screen.getByText(/A very long text \(300,026 characters so far\)/)).toBeInTheDocument();
    const shown = container.textContent ?? '';
    expect(shown).toContain('OPENING-MARK');
    expect(shown).toContain('CLOSING-MARK');
    expect(shown).toContain('[… 260,026 characters not shown …]');
  });
});
