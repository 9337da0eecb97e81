import type { ReactElement } from 'react';
import { memo, useEffect, useState, useSyncExternalStore } from 'react';

interface Renderer {
  readonly whole: (text: string) => ReactElement;
  readonly Streaming: (props: { readonly text: string; readonly done?: boolean }) => ReactElement;
}

// react-markdown and its parser are a large share of the page's script and the console opens with no text to
// render, so they load with the first text shown; until then the text shows as it is, inert.
let renderer: Renderer | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** Loads the Markdown renderer once (a failed load is forgotten, so the next text retries). */
export function loadMarkdownRenderer(): Promise<void> {
  loading ??= import('./markdown-renderer.tsx').then(
    (module) => {
      renderer = {
        whole: module.renderMarkdown,
        Streaming: module.StreamingMarkdown,
      };
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const currentRenderer = () => renderer;

/**
 * Markdown from a model or a tool, rendered without any raw HTML and with unsafe links neutralized; plain text
 * while the renderer loads. A text still `streaming` is parsed block by block, only its changed blocks at each
 * change, and keeps to its blocks once it finishes (parsing it whole then would hold a frame for as long as the text
 * is long), which are kept as its rendering when its row mounts again; a text that finished elsewhere is parsed
 * whole, once.
 */
export const SafeMarkdown = memo(function SafeMarkdown({
  text,
  streaming = false,
}: {
  readonly text: string;
  readonly streaming?: boolean;
}) {
  const render = useSyncExternalStore(subscribe, currentRenderer);
  // Whether this text streamed in while shown here: then its blocks stay its rendering after it finishes.
  const [streamedHere, setStreamedHere] = useState(streaming);
  if (streaming && !streamedHere) setStreamedHere(true);
  useEffect(() => {
    if (!render) loadMarkdownRenderer().catch(() => undefined);
  }, [render]);
  const shown = !render ? (
    <p className="whitespace-pre-wrap">{text}</p>
  ) : streaming || streamedHere ? (
    <render.Streaming text={text} done={!streaming} />
  ) : (
    render.whole(text)
  );
  return <div className="text-sm leading-relaxed [overflow-wrap:anywhere] break-words">{shown}</div>;
});
