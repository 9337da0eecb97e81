import { describe, expect, it } from 'vitest';
import type { Message } from '../../core/conversation.ts';
import { makeMessage, makeTextPart } from '../../test/test-builders.ts';
import type { StoredLayout } from './message-chunks.ts';
import { charactersPerChunk, messagesPerChunk, packMessages, planChunks } from './message-chunks.ts';

const message = (id: string, text = id): Message => makeMessage('user', [makeTextPart(text, `${id}_p`)], id);
const ids = (messages: readonly Message[]) => messages.map((item) => item.id);

function stored(messages: readonly Message[]): StoredLayout {
  const chunks = new Map(packMessages(messages).map((chunk, index) => [index, chunk]));
  const chunkOf = new Map(
    [...chunks].flatMap(([index, chunk]) => chunk.map((item) => [item.id, index] as const)),
  );
  return { chunks, chunkOf };
}

describe('packing messages into chunks', () => {
  it('fills a chunk up to its messages or its characters', () => {
    const short = Array.from({ length: messagesPerChunk * 2 + 1 }, (_, index) => message(`m${index}`));
    expect(packMessages(short).map((chunk) => chunk.length)).toEqual([messagesPerChunk, messagesPerChunk, 1]);
    const long = Array.from({ length: 3 }, (_, index) =>
      message(`l${index}`, 'x'.repeat(charactersPerChunk / 2)),
    );
    expect(packMessages(long).map((chunk) => chunk.length)).toEqual([1, 1, 1]);
  });
});

describe('planning a save', () => {
  const history = Array.from({ length: messagesPerChunk * 2 }, (_, index) => message(`m${index}`));

  it('writes nothing when nothing changed, and only the chunk of a changed message', () => {
    const layout = stored(history);
    expect(planChunks(history, layout).write).toEqual([]);
    const edited = history.map((item, index) => (index === 3 ? message(item.id, 'edited') : item));
    expect(planChunks(edited, layout).write).toEqual([0]);
  });

  it('puts a message inserted in the middle beside the one before it', () => {
    const layout = stored(history);
    const inserted = [...history.slice(0, 10), message('new'), ...history.slice(10)];
    const plan = planChunks(inserted, layout);
    expect(plan.write).toEqual([0]);
    expect(ids(plan.chunks.get(0)!).slice(9, 12)).toEqual(['m9', 'new', 'm10']);
  });

  it('lays out afresh when messages move against their chunks, and names the chunks left empty', () => {
    const layout = stored(history);
    const moved = [history.at(-1)!, ...history.slice(0, -1)];
    const plan = planChunks(moved, layout);
    expect(plan.write).toEqual([0, 1]);
    expect(ids([...plan.chunks.values()].flat())).toEqual(ids(moved));
    const shorter = planChunks(history.slice(0, 5), layout);
    expect(shorter.emptied).toEqual([1]);
  });
});
