import { describe, expect, it } from 'vitest';
import type { Conversation } from '../core/conversation.ts';
import { openAiChatSse } from '../test/agent-test-support.ts';
import { bufferedTurn } from '../test/buffered-turn.ts';
import type { StreamPacing } from './stream-pacing.ts';
import { browserStreamPacing } from './stream-pacing.ts';
import { streamTurn } from './stream-turn.ts';

function run(sse: string, pacing: StreamPacing) {
  const turn = bufferedTurn(sse);
  return { outcome: streamTurn({ ...turn.options, pacing }), read: turn.read, writes: turn.writes };
}

const words = Array.from({ length: 3000 }, (_, index) => `word${index} `).join('');

describe('streaming a large answer beside the UI', () => {
  it('applies the events in a few writes, not one write per event, and loses none of the text', async () => {
    const { outcome, read, writes } = run(openAiChatSse({ text: words }), browserStreamPacing);
    expect((await outcome).end).toBe('complete');
    expect(read().messages[0]!.parts).toEqual([{ id: 'part_1', kind: 'text', pruning: 'auto', text: words }]);
    // 2,500 text events: the first message, a handful of commits, the end of the calls and the status.
    expect(writes()).toBeLessThan(20);
  });

  it('stops reading every slice to let the page paint, showing the text so far at each stop', async () => {
    let tick = 0;
    const seen: number[] = [];
    const view: { read?: () => Conversation } = {};
    const pacing: StreamPacing = {
      ...browserStreamPacing,
      clock: () => (tick += 1),
      sliceMs: 200,
      scheduleCommit: (commit) => {
        // Commits at once, as a frame between two slices would.
        queueMicrotask(commit);
        return () => undefined;
      },
      async yieldToUi() {
        await new Promise((resolve) => setTimeout(resolve, 0));
        const text = view.read?.().messages[0]?.parts[0];
        seen.push(text?.kind === 'text' ? text.text.length : 0);
      },
    };
    const streaming = run(openAiChatSse({ text: words }), pacing);
    view.read = streaming.read;
    await streaming.outcome;
    expect(seen.length).toBeGreaterThan(5);
    // The text grows from one stop to the next: the operator sees the answer forming, not all at the end.
    expect(seen.filter((length, index) => index > 0 && length > seen[index - 1]!).length).toBeGreaterThan(3);
    expect(seen.at(-1)!).toBeLessThan(words.length);
  });
});
