import { describe, expect, it } from 'vitest';
import { firstCharacters, lastCharacters } from '../core/text-ends.ts';
import { openAiChatSse } from '../test/agent-test-support.ts';
import { bufferedTurn } from '../test/buffered-turn.ts';
import type { LiveParts } from './live-parts.ts';
import { liveEndCharacters, liveParseDepth, liveParseLimit, noLiveParts } from './live-parts.ts';
import { streamTurn } from './stream-turn.ts';

/** Streams `sse` with a commit after every 50 events, recording what the live view said at each commit. */
async function stream(sse: string) {
  const turn = bufferedTurn(sse);
  const seen: LiveParts[] = [];
  let events = 0;
  const pending: (() => void)[] = [];
  const outcome = await streamTurn({
    ...turn.options,
    onLiveParts: (live) => seen.push(live),
    pacing: {
      scheduleCommit(commit) {
        pending.push(commit);
        return () => undefined;
      },
      async yieldToUi() {
        for (const commit of pending.splice(0)) commit();
      },
      sliceMs: 1,
      // Every 50 events read, the slice is over: the turn yields and the queued commit runs.
      clock: () => Math.floor((events += 1) / 50),
    },
  });
  return { outcome, conversation: turn.read(), seen };
}

describe('the live view of a streaming message', () => {
  it('shows the two ends of a long answer while it streams, and nothing once it is whole', async () => {
    const text = `FIRST ${'lorem ipsum dolor '.repeat(12_000)} LAST`;
    const { conversation, seen } = await stream(openAiChatSse({ text }));
    const partId = conversation.messages[0]!.parts[0]!.id;
    const views = seen.flatMap((live) => (live.texts.has(partId) ? [live.texts.get(partId)!] : []));
    expect(views.length).toBeGreaterThan(3);
    // Each view agrees with the text as far as it had arrived, and keeps only the ends of it.
    for (const view of views) {
      const sofar = text.slice(0, view.characters);
      expect(firstCharacters(view, 100)).toBe(sofar.slice(0, 100));
      expect(lastCharacters(view, 100)).toBe(sofar.slice(-100));
      expect(view.head.length + view.tail.length).toBeLessThanOrEqual(3 * liveEndCharacters);
    }
    expect(views.at(-1)!.characters).toBe(text.length);
    expect(seen.at(-1)).toBe(noLiveParts);
  });

  it('parses short arguments as they arrive and shows long ones by their raw ends', async () => {
    const body = 'x'.repeat(liveParseLimit + 10_000);
    const { conversation, seen } = await stream(
      openAiChatSse({
        calls: [
          { id: 'call_short', name: 'send_email', args: { to: 'a@example.com', subject: 'Hi' } },
          { id: 'call_long', name: 'write_file', args: { path: '/tmp/a', content: body } },
        ],
      }),
    );
    const idOf = (name: string) =>
      conversation.messages[0]!.parts.flatMap((part) =>
        part.kind === 'tool-call' && part.call.name === name ? [part.call.id] : [],
      )[0]!;
    const short = seen.flatMap((live) => live.calls.get(idOf('send_email')) ?? []);
    expect(short.length).toBeGreaterThan(0);
    const lastShort = short.at(-1)!;
    expect(lastShort.parsed?.status).not.toBe('invalid');
    expect(JSON.parse(lastShort.parsed!.json)).toMatchObject({ to: 'a@example.com' });

    const long = seen.flatMap((live) => live.calls.get(idOf('write_file')) ?? []);
    const early = long.find((view) => view.ends.characters < 1000);
    expect(early?.parsed?.json).toContain('"path": "/tmp/a"');
    const late = long.at(-1)!;
    expect(late.ends.characters).toBeGreaterThan(liveParseLimit);
    expect(late.parsed).toBeUndefined();
    expect(lastCharacters(late.ends, 10)).toMatch(/^x+$/);
    expect(seen.at(-1)).toBe(noLiveParts);
  });

  it('shows arguments nested deeper than it indents by their raw ends, and stays with them', async () => {
    const levels = 4500;
    const raw = `{"data":${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}}`;
    const { conversation, seen } = await stream(
      openAiChatSse({ calls: [{ id: 'call_deep', name: 'update_record', args: raw }] }),
    );
    const part = conversation.messages[0]!.parts[0]!;
    const callId = part.kind === 'tool-call' ? part.call.id : '';
    const views = seen.flatMap((live) => live.calls.get(callId) ?? []);
    const shallow = views.find((view) => view.ends.characters < 5 * liveParseDepth);
    expect(shallow?.parsed?.json).toContain('"data": {');
    const firstRaw = views.findIndex((view) => view.parsed === undefined);
    expect(firstRaw).toBeGreaterThan(0);
    // Past the depth, every later view shows the raw text's end, which holds the latest fragment.
    for (const view of views.slice(firstRaw)) expect(view.parsed).toBeUndefined();
    expect(lastCharacters(views.at(-1)!.ends, 5)).toBe(
      raw.slice(views.at(-1)!.ends.characters - 5, views.at(-1)!.ends.characters),
    );
    expect(seen.at(-1)).toBe(noLiveParts);
  });
});
