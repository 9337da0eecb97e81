import { describe, expect, it, vi } from 'vitest';
import { allToolCalls } from '../../core/conversation.ts';
import { agUiConversation } from '../../sources/ag-ui/replay-fixture.ts';
import { until } from '../../test/until.ts';
import { agentServer, tab } from '../../test/ag-ui-desk-tab.ts';

describe('the AG-UI desk sending to many threads', () => {
  it('writes a first message to many threads at once, and the events of runs streaming together once a frame', async () => {
    const others = ['thread_2', 'thread_3'].map((threadId) => agUiConversation(threadId, 'agent_1'));
    const frames: (() => void)[] = [];
    const test = tab(agentServer(), agUiConversation('thread_1', 'agent_1'), undefined, undefined, {
      others,
      nextFrame: (task) => void frames.push(task),
    });
    const ids = [test.id, ...others.map((conversation) => conversation.id)];
    expect(await test.desk.sendMany(ids, 'Work through your queue.')).toEqual(ids.map(() => ({ ok: true })));
    expect(test.writes).toEqual([ids]);
    expect(test.server.runs).toHaveLength(3);
    // Every run's events and end arrive before the next frame: with the frame's time to spare (the clock it reads
    // stands still), they are applied in one write.
    await until(() => frames.length === 1 && test.server.answered() === 3);
    const clock = vi.spyOn(performance, 'now').mockReturnValue(0);
    frames.shift()!();
    clock.mockRestore();
    expect(test.writes.slice(1)).toEqual([ids]);
    expect(ids.map((id) => test.views.get(id)?.run.status)).toEqual(ids.map(() => 'interrupted'));
    expect(test.desk.runningIds()).toEqual([]);
    for (const id of ids) {
      const conversation = test.conversations.read(id)!;
      expect(conversation.messages[0]?.parts[0]).toMatchObject({
        kind: 'text',
        text: 'Work through your queue.',
      });
      expect(allToolCalls(conversation).filter((call) => call.status === 'pending')).toHaveLength(2);
    }
  });

  it('refuses to send in a thread whose agent is gone while the others start', async () => {
    const gone = agUiConversation('thread_9', 'agent_gone');
    const test = tab(agentServer(), agUiConversation('thread_1', 'agent_1'), undefined, undefined, {
      others: [gone],
    });
    expect(await test.desk.sendMany([gone.id, test.id], 'Go.')).toEqual([
      { ok: false, reason: 'The agent of this thread is no longer connected.' },
      { ok: true },
    ]);
    expect(test.writes[0]).toEqual([test.id]);
    expect(test.conversations.read(gone.id)!.messages).toHaveLength(0);
    expect(test.server.runs).toHaveLength(1);
  });
});
