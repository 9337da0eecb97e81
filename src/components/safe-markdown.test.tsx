// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { safeUrl, SafeMarkdown } from './safe-markdown.tsx';

afterEach(cleanup);

describe('SafeMarkdown', () => {
  it('shows raw HTML as text and never creates its elements', () => {
    const { container } = render(
      <SafeMarkdown text={'Hello <img src=x onerror=alert(1)> <script>alert(2)</script> **bold**'} />,
    );
    expect(container).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(container).toHaveTextContent('<script>alert(2)</script>');
    expect(container.querySelector('img, script, [onerror]')).toBeNull();
    expect(screen.getByText('bold').tagName).toBe('STRONG');
  });

  it('neutralizes javascript: and data: links and keeps http links safe', () => {
    const { container } = render(
      <SafeMarkdown
        text={'[bad](javascript:alert(1)) [data](data:text/html,x) [good](https://example.com)'}
      />,
    );
    expect(screen.getByText('bad').closest('a')).toBeNull();
    expect(screen.getByText('data').closest('a')).toBeNull();
    const good = screen.getByRole('link', { name: 'good' });
    expect(good).toHaveAttribute('href', 'https://example.com');
    expect(good).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('names images instead of loading them', () => {
    const { container } = render(<SafeMarkdown text={'![receipt](https://tracker.example.com/pixel.png)'} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('[image: receipt]');
  });

  it('allows only http, https and mailto addresses', () => {
    expect(safeUrl('JaVaScRiPt:alert(1)')).toBe('');
    expect(safeUrl('vbscript:x')).toBe('');
    expect(safeUrl('mailto:a@example.com')).toBe('mailto:a@example.com');
    expect(safeUrl('/relative')).toBe('');
  });
});
