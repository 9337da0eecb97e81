import { JsonBlock, TextBlock } from '../../../components/json-block.tsx';
import { SafeMarkdown } from '../../../components/safe-markdown.tsx';
import type { ContentBlock, ContentResult } from '../../../core/tool-content.ts';

const frame = 'rounded-md border border-zinc-200 p-2 text-xs dark:border-zinc-800';

function BlockView({ block, index }: { readonly block: ContentBlock; readonly index: number }) {
  switch (block.kind) {
    case 'text':
      return (
        <div className={`${frame} max-h-80 overflow-auto`} aria-label={`Text ${index + 1}`} role="group">
          <SafeMarkdown text={block.text} />
        </div>
      );
    case 'image':
      // Only checked types whose bytes match, from data already in the page: nothing is fetched. A fixed height
      // keeps the row's size the same before and after the image decodes, so the virtualized timeline stays put.
      return (
        <figure className={frame}>
          <img
            src={`data:${block.mimeType};base64,${block.data}`}
            alt={`Image ${index + 1} returned by the tool (${block.mimeType})`}
            className="h-32 max-w-full object-contain object-left"
          />
          <figcaption className="mt-1 text-zinc-600 dark:text-zinc-400">{block.mimeType}</figcaption>
        </figure>
      );
    case 'audio':
      return (
        <figure className={frame}>
          <audio
            controls
            preload="none"
            src={`data:${block.mimeType};base64,${block.data}`}
            aria-label={`Audio ${index + 1} (${block.mimeType})`}
          />
          <figcaption className="mt-1 text-zinc-600 dark:text-zinc-400">{block.mimeType}</figcaption>
        </figure>
      );
    case 'resource-link':
      // Shown as text, never as a link or a preview: the console fetches nothing a tool points at.
      return (
        <div className={frame} role="group" aria-label={`Resource link ${index + 1}`}>
          <p className="font-semibold [overflow-wrap:anywhere]">Resource link: {block.name}</p>
          <p className="font-mono [overflow-wrap:anywhere] text-zinc-700 dark:text-zinc-300">{block.uri}</p>
          {block.mimeType ? <p className="text-zinc-600 dark:text-zinc-400">{block.mimeType}</p> : null}
          {block.description ? <p className="[overflow-wrap:anywhere]">{block.description}</p> : null}
          <p className="text-zinc-600 dark:text-zinc-400">Not fetched.</p>
        </div>
      );
    case 'resource':
      return (
        <div className={frame} role="group" aria-label={`Embedded resource ${index + 1}`}>
          <p className="font-mono font-semibold [overflow-wrap:anywhere]">
            Resource {block.uri}
            {block.mimeType ? ` (${block.mimeType})` : ''}
          </p>
          {block.text !== undefined ? (
            <TextBlock text={block.text} />
          ) : (
            <p className="text-zinc-600 dark:text-zinc-400">
              Binary, {block.blobBytes ?? 0} bytes, not shown.
            </p>
          )}
        </div>
      );
    case 'omitted':
      return (
        <p className="text-xs text-amber-800 italic [overflow-wrap:anywhere] dark:text-amber-300">
          Left out: {block.reason}.
        </p>
      );
  }
}

/** A tool's content result, every block inert: Markdown without HTML, checked media, links as text. */
export function ContentResultView({ result }: { readonly result: ContentResult }) {
  return (
    <div className="space-y-2" aria-label="Output" role="group">
      {result.blocks.length === 0 && result.structured === undefined ? (
        <p className="text-xs text-zinc-600 dark:text-zinc-400">The tool returned no content.</p>
      ) : null}
      {result.blocks.map((block, index) => (
        <BlockView key={index} block={block} index={index} />
      ))}
      {result.structured !== undefined ? (
        <section aria-label="Structured content">
          <h6 className="mb-1 text-[11px] font-semibold tracking-wide text-zinc-600 uppercase dark:text-zinc-400">
            Structured content
          </h6>
          <JsonBlock value={result.structured} />
        </section>
      ) : null}
    </div>
  );
}
