import type { Message } from '../../core/conversation.ts';
import type { ToolgateDatabase } from './toolgate-database.ts';

/**
 * What this tab last read or wrote of a stored conversation: each chunk's messages as they were (to find what
 * changed, by reference) and which chunk holds each message. `exactAt` is the conversation's revision at which
 * this is the whole of what is stored; undefined when another tab may have written chunks this tab has not read.
 * A save changes it in place, chunk by chunk: copying it would cost as much as the history is long.
 */
export interface StoredView {
  readonly chunks: Map<number, readonly Message[]>;
  readonly chunkOf: Map<string, number>;
  exactAt: number | undefined;
}

/** A view of chunks read or written whole. */
export function viewOf(
  chunks: ReadonlyMap<number, readonly Message[]>,
  exactAt: number | undefined,
): StoredView {
  const view: StoredView = { chunks: new Map(), chunkOf: new Map(), exactAt };
  for (const [index, messages] of chunks) setChunk(view, index, messages);
  return view;
}

/** Records what a chunk now holds, as this tab read or wrote it. */
export function setChunk(view: StoredView, index: number, messages: readonly Message[]): void {
  for (const message of view.chunks.get(index) ?? [])
    if (view.chunkOf.get(message.id) === index) view.chunkOf.delete(message.id);
  if (messages.length === 0) view.chunks.delete(index);
  else view.chunks.set(index, messages);
  for (const message of messages) view.chunkOf.set(message.id, index);
}

/** The stored order of the messages, as far as the view knows it. */
export function orderOf(view: StoredView): readonly string[] {
  const ids = [...view.chunks.keys()]
    .sort((a, b) => a - b)
    .flatMap((index) => (view.chunks.get(index) ?? []).map((message) => message.id));
  return [...new Set(ids)];
}

// Each holds a conversation's messages (the objects the store holds too): only the conversations used last are
// kept, and a conversation without a view is read from the store before it is written.
const viewsKept = 16;
const views = new WeakMap<ToolgateDatabase, Map<string, StoredView>>();

function viewsOf(db: ToolgateDatabase): Map<string, StoredView> {
  let kept = views.get(db);
  if (!kept) {
    kept = new Map();
    views.set(db, kept);
  }
  return kept;
}

/** This tab's view of a stored conversation, or undefined when it has none. */
export function storedViewOf(db: ToolgateDatabase, conversationId: string): StoredView | undefined {
  const kept = viewsOf(db);
  const view = kept.get(conversationId);
  if (view) {
    kept.delete(conversationId);
    kept.set(conversationId, view);
  }
  return view;
}

/** Records what this tab now knows is stored of a conversation. */
export function rememberStoredView(db: ToolgateDatabase, conversationId: string, view: StoredView): void {
  const kept = viewsOf(db);
  kept.delete(conversationId);
  kept.set(conversationId, view);
  for (const oldest of kept.keys()) {
    if (kept.size <= viewsKept) break;
    kept.delete(oldest);
  }
}

/** Forgets a conversation this tab deleted. */
export function forgetStoredView(db: ToolgateDatabase, conversationId: string): void {
  viewsOf(db).delete(conversationId);
}
