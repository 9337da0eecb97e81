// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as ReactMarkdown from 'react-markdown';
import { loadMarkdownRenderer, SafeMarkdown } from './safe-markdown.tsx';

// Counts the texts react-markdown is asked to parse.
const parsed = vi.hoisted(() => [] as string[]);
vi.mock('react-markdown', async (original) => {
  const module = await original<typeof ReactMarkdown>();
  const Counted = (props: Parameters<typeof module.default>[0]) => {
    parsed.push(props.children ?? '');
    return module.default(props);
  };
  return { ...module, default: Counted };
});

const answer = [
  'I looked at the **three refunds** you asked about.\n\n',
  '1. Order 4182: refunded in full.\n\n2. Order 4183: partly.\n\n',
  '```ts\nconst refund = 100;\n\n\nawait updateRecord({ id: 4182 });\n```\n\n',
  '> A quote <img src=x onerror=alert(1)> with [a link](javascript:alert(2)).\n\n',
  'A closing paragraph with `inline code` and a [link](https://example.com).\n',
].join('');

/** The markup without the line breaks react-markdown puts between blocks. */
const markup = (element: Element) => element.innerHTML.replace(/>\s+</g, '><');

beforeAll(() => loadMarkdownRenderer());
afterEach(cleanup);

describe('SafeMarkdown while streaming', () => {
  it('renders a streaming text as the finished one is rendered, as inert', () => {
    const whole = render(<SafeMarkdown text={answer} />).container;
    const streaming = render(<SafeMarkdown text={answer} streaming />).container;
    expect(markup(streaming)).toBe(markup(whole));
    expect(streaming.querySelector('img, [onerror], a[href^="javascript"]')).toBeNull();
    expect(streaming).toHaveTextContent('<img src=x onerror=alert(1)>');
  });

  it('parses only the blocks a delta changed, and never the whole text, not when it finishes nor when it mounts again', () => {
    const { rerender, container } = render(<SafeMarkdown text={answer} streaming />);
    parsed.length = 0;
    rerender(<SafeMarkdown text={`${answer}More of the closing`} streaming />);
    expect(parsed.length).toBeGreaterThan(0);
    // The closing paragraph (and the quote before it, which a delta could join) only: never the whole text.
    for (const text of parsed) expect(text.length).toBeLessThan(200);
    expect(screen.getByText(/More of the closing/)).toBeInTheDocument();

    parsed.length = 0;
    const finished = `${answer}More of the closing.`;
    rerender(<SafeMarkdown text={finished} />);
    for (const text of parsed) expect(text.length).toBeLessThan(200);
    expect(screen.getByText(/More of the closing\./)).toBeInTheDocument();
    const streamedMarkup = markup(container);
    cleanup();

    // Its row mounts again (the timeline is virtualized): the blocks kept are its rendering.
    parsed.length = 0;
    const remounted = render(<SafeMarkdown text={finished} />).container;
    expect(parsed).toEqual([]);
    expect(markup(remounted)).toBe(streamedMarkup);
    expect(remounted).toHaveTextContent('More of the closing.');
    cleanup();
    // And they render it as a whole parse does.
    const whole = render(<SafeMarkdown text={`${finished}\n`} />).container;
    expect(markup(whole)).toBe(streamedMarkup);
  });

  it('parses a text that finished before it was shown whole, once', () => {
    const text = `${answer}Shown only once finished.`;
    parsed.length = 0;
    render(<SafeMarkdown text={text} />);
    cleanup();
    render(<SafeMarkdown text={text} />);
    expect(parsed).toEqual([text]);
  });
});
