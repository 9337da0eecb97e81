import type { Message } from '../../core/conversation.ts';

/**
 * Bounds of one chunk of stored messages. IndexedDB's cost is mostly per row, so a long history is packed into
 * few rows (200,000 messages into a few hundred); and a change to one message rewrites its whole chunk, so a chunk
 * stays small enough to clone in a few milliseconds.
 */
export const messagesPerChunk = 500;
export const charactersPerChunk = 512 * 1024;

/** Roughly what a message costs to clone: its texts, plus a little per part. */
export function weightOf(message: Message): number {
  let weight = 0;
  for (const part of message.parts) {
    weight += 100;
    if (part.kind === 'text' || part.kind === 'reasoning') weight += part.text.length;
    else if (part.kind === 'blob') weight += part.data.length;
    else weight += part.call.rawArguments.length;
  }
  return weight;
}

/** Consecutive messages in chunks, each within {@link messagesPerChunk} and {@link charactersPerChunk}. */
export function packMessages<T extends Message>(messages: readonly T[]): T[][] {
  const chunks: T[][] = [];
  let current: T[] = [];
  let characters = 0;
  for (const message of messages) {
    const weight = weightOf(message);
    if (
      current.length > 0 &&
      (current.length >= messagesPerChunk || characters + weight > charactersPerChunk)
    ) {
      chunks.push(current);
      current = [];
      characters = 0;
    }
    current.push(message);
    characters += weight;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

/** What is stored, as a tab knows it: each chunk's messages, and which chunk holds each message. */
export interface StoredLayout {
  readonly chunks: ReadonlyMap<number, readonly Message[]>;
  readonly chunkOf: ReadonlyMap<string, number>;
}

/** What a save writes: each chunk to write with its messages, and the chunks no message is left in. */
export interface ChunkPlan {
  readonly chunks: ReadonlyMap<number, readonly Message[]>;
  readonly write: readonly number[];
  readonly emptied: readonly number[];
}

const chunkWeight = (messages: readonly Message[]) =>
  messages.reduce((sum, message) => sum + weightOf(message), 0);

/**
 * Walks the conversation beside what is stored: a message that is the very object stored next costs an array
 * read and a comparison, so a save of one changed message in a long history does little more than that walk.
 */
function laidOut(
  messages: readonly Message[],
  stored: StoredLayout,
): { chunks: Map<number, Message[]>; write: Set<number> } | undefined {
  const order = [...stored.chunks.keys()].sort((a, b) => a - b);
  let last = order.at(-1) ?? -1;
  let lastWeight: number | undefined;
  const chunks = new Map<number, Message[]>();
  const write = new Set<number>();
  let cursor = 0;
  let within = 0;
  let previous: number | undefined;
  for (const message of messages) {
    const expected = stored.chunks.get(order[cursor] ?? Number.NaN);
    let index: number;
    if (expected?.[within] === message) {
      index = order[cursor]!;
      within += 1;
    } else {
      const known = stored.chunkOf.get(message.id);
      if (known !== undefined) {
        index = known;
        cursor = order.indexOf(known);
        within = (stored.chunks.get(known) ?? []).findIndex((candidate) => candidate.id === message.id) + 1;
      } else {
        // A new message joins the one before it (the first, the chunk that comes first); past the end of a
        // full last chunk, it opens the next one.
        index = previous ?? order[0] ?? 0;
        if (index >= last) {
          const members = chunks.get(index) ?? [];
          lastWeight ??= chunkWeight(members);
          if (members.length >= messagesPerChunk || lastWeight >= charactersPerChunk) {
            index = last + 1;
            lastWeight = 0;
          }
          lastWeight += weightOf(message);
          last = index;
        }
      }
      write.add(index);
    }
    if (within >= (stored.chunks.get(order[cursor] ?? Number.NaN)?.length ?? 0)) {
      cursor += 1;
      within = 0;
    }
    // Stored order is chunk order: a message placed before one of an earlier chunk means laying out afresh.
    if (previous !== undefined && index < previous) return undefined;
    previous = index;
    const members = chunks.get(index);
    if (members) members.push(message);
    else chunks.set(index, [message]);
  }
  for (const [index, members] of stored.chunks)
    if ((chunks.get(index)?.length ?? 0) !== members.length) write.add(index);
  return { chunks, write };
}

/**
 * Which chunks a save writes. Messages keep the chunk they are stored in; a new one joins the message before it
 * (a new chunk past a full last one); a chunk is written when one of its messages changed (by reference: the
 * store's conversation is immutable) or its members did. Messages whose order no longer follows their chunks'
 * are laid out afresh, every chunk written.
 */
export function planChunks(messages: readonly Message[], stored: StoredLayout): ChunkPlan {
  // Nothing stored yet: packed from the start, the common case of an import.
  const placed = stored.chunks.size === 0 ? undefined : laidOut(messages, stored);
  const chunks = placed?.chunks ?? new Map(packMessages(messages).map((chunk, index) => [index, chunk]));
  const write = placed ? [...placed.write].filter((index) => chunks.has(index)) : [...chunks.keys()];
  const emptied = [...stored.chunks.keys()].filter((index) => !chunks.has(index));
  return { chunks, write: write.sort((a, b) => a - b), emptied };
}
