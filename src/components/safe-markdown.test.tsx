// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { safeUrl } from './markdown-renderer.tsx';
import { SafeMarkdown } from './safe-markdown.tsx';

afterEach(cleanup);

describe('SafeMarkdown', () => {
  // First in the file: the renderer has not been loaded by an earlier test.
  it('shows the text as plain, inert text until the renderer has loaded, then renders it', async () => {
    const { container } = render(<SafeMarkdown text={'**bold** <img src=x onerror=alert(1)>'} />);
    expect(container).toHaveTextContent('**bold** <img src=x onerror=alert(1)>');
    expect(container.querySelector('strong, img')).toBeNull();
    expect((await screen.findByText('bold')).tagName).toBe('STRONG');
    expect(container.querySelector('img')).toBeNull();
  });

  it('shows raw HTML as text and never creates its elements', async () => {
    const { container } = render(
      <SafeMarkdown text={'Hello <img src=x onerror=alert(1)> <script>alert(2)</script> **bold**'} />,
    );
    expect((await screen.findByText('bold')).tagName).toBe('STRONG');
    expect(container).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(container).toHaveTextContent('<script>alert(2)</script>');
    expect(container.querySelector('img, script, [onerror]')).toBeNull();
  });

  it('neutralizes javascript: and data: links and keeps http links safe', async () => {
    const { container } = render(
      <SafeMarkdown
        text={'[bad](javascript:alert(1)) [data](data:text/html,x) [good](https://example.com)'}
      />,
    );
    const good = await screen.findByRole('link', { name: 'good' });
    expect(screen.getByText('bad').closest('a')).toBeNull();
    expect(screen.getByText('data').closest('a')).toBeNull();
    expect(good).toHaveAttribute('href', 'https://example.com');
    expect(good).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('names images instead of loading them', async () => {
    const { container } = render(<SafeMarkdown text={'![receipt](https://tracker.example.com/pixel.png)'} />);
    expect(await screen.findByText('[image: receipt]', { exact: false })).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it('allows only http, https and mailto addresses', () => {
    expect(safeUrl('JaVaScRiPt:alert(1)')).toBe('');
    expect(safeUrl('vbscript:x')).toBe('');
    expect(safeUrl('mailto:a@example.com')).toBe('mailto:a@example.com');
    expect(safeUrl('/relative')).toBe('');
  });
});
