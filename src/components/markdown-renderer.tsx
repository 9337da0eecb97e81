// What SafeMarkdown renders with once it is loaded: react-markdown and its parser load apart from the page.
import type { ReactElement } from 'react';
import { Fragment, useState } from 'react';
import type { Components } from 'react-markdown';
import Markdown, { defaultUrlTransform } from 'react-markdown';
import type { MarkdownBlocks } from './markdown-blocks.ts';
import { blockTexts, splitMarkdownBlocks } from './markdown-blocks.ts';

interface MarkdownNode {
  type: string;
  value?: string;
  children?: MarkdownNode[];
}

/**
 * Raw HTML in model or tool text is shown as the text it is, never parsed: turning `html` nodes into `text`
 * nodes keeps `<img onerror>` visible to the operator and inert in the page.
 */
function remarkHtmlAsText() {
  const walk = (node: MarkdownNode) => {
    if (node.type === 'html') node.type = 'text';
    node.children?.forEach(walk);
  };
  return walk;
}

const safeProtocol = /^(https?:|mailto:)/i;

/** Only http(s) and mailto links survive; `javascript:`, `data:` and relative tricks become an empty href. */
export function safeUrl(url: string): string {
  const transformed = defaultUrlTransform(url);
  return safeProtocol.test(transformed.trim()) ? transformed : '';
}

const components: Components = {
  a: ({ href, children }) =>
    href ? (
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="text-teal-700 underline dark:text-teal-300"
      >
        {children}
      </a>
    ) : (
      <span
        className="underline decoration-dotted"
        title="Link removed: its address is not http, https or mailto"
      >
        {children}
      </span>
    ),
  // Images would load from addresses a model chose (a way to leak data), so they are named, not fetched.
  img: ({ alt }) => (
    <span className="italic text-zinc-600 dark:text-zinc-400">[image: {alt || 'no description'}]</span>
  ),
  pre: ({ children }) => (
    <pre className="my-2 overflow-x-auto rounded-md bg-zinc-100 p-2 text-xs dark:bg-zinc-900">{children}</pre>
  ),
  code: ({ children }) => (
    <code className="rounded bg-zinc-100 px-1 font-mono text-[0.85em] dark:bg-zinc-800">{children}</code>
  ),
  ul: ({ children }) => <ul className="my-1 list-disc pl-5">{children}</ul>,
  ol: ({ children }) => <ol className="my-1 list-decimal pl-5">{children}</ol>,
  p: ({ children }) => <p className="my-1 first:mt-0 last:mb-0">{children}</p>,
  h1: ({ children }) => <p className="my-1 font-semibold">{children}</p>,
  h2: ({ children }) => <p className="my-1 font-semibold">{children}</p>,
  h3: ({ children }) => <p className="my-1 font-semibold">{children}</p>,
  table: ({ children }) => (
    <div className="my-2 overflow-x-auto">
      <table className="text-xs">{children}</table>
    </div>
  ),
};

const remarkPlugins = [remarkHtmlAsText];
const rendered = new Map<string, ReactElement>();
const cacheSize = 600;

function parseMarkdown(text: string): ReactElement {
  return Markdown({ children: text, remarkPlugins, urlTransform: safeUrl, components });
}

/**
 * Parses once per text: the virtualized timeline remounts rows as they scroll into view, and parsing Markdown
 * again on every mount is what would cost frames. `Markdown` is synchronous and pure, so its element tree can
 * be kept and reused; the least recently used trees are dropped past the cache size.
 */
export function renderMarkdown(text: string): ReactElement {
  const cached = rendered.get(text);
  if (cached) {
    remember(text, cached);
    return cached;
  }
  const element = parseMarkdown(text);
  remember(text, element);
  return element;
}

/** Keeps `element` as the rendering of `text`, the most recently used; the least recently used go past the size. */
function remember(text: string, element: ReactElement): void {
  rendered.delete(text);
  rendered.set(text, element);
  if (rendered.size > cacheSize) rendered.delete(rendered.keys().next().value as string);
}

/** What a streaming text rendered last: its blocks and each block's element, by the block's text. */
interface StreamingMemory {
  blocks: MarkdownBlocks | undefined;
  elements: ReadonlyMap<string, ReactElement>;
}

/**
 * A text that is still streaming, rendered block by block (`markdown-blocks.ts`): at each change only the blocks
 * whose text changed are parsed (the last one or two), where parsing all of it would take a frame per 5,000
 * characters. Once it is `done`, the blocks it shows are kept as the text's rendering, so the text is not parsed
 * whole when it finishes, nor when its row mounts again ({@link renderMarkdown} finds it).
 */
export function StreamingMarkdown({
  text,
  done = false,
}: {
  readonly text: string;
  readonly done?: boolean;
}) {
  // Kept across renders and changed during one: a cache keyed by text, so a render React drops leaves it right.
  const [memory] = useState<StreamingMemory>(() => ({ blocks: undefined, elements: new Map() }));
  const blocks = splitMarkdownBlocks(text, memory.blocks);
  const elements = new Map<string, ReactElement>();
  const shown = blockTexts(blocks).map((block, index) => {
    const element = elements.get(block) ?? memory.elements.get(block) ?? parseMarkdown(block);
    elements.set(block, element);
    return <Fragment key={index}>{element}</Fragment>;
  });
  memory.blocks = blocks;
  memory.elements = elements;
  const element = <>{shown}</>;
  if (done) remember(text, element);
  return element;
}
