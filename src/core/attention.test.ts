import { describe, expect, it } from 'vitest';
import type { AttentionMemory, AttentionOptions, WaitingFact } from './attention.ts';
import { emptyAttentionMemory, planAttention, titleWithCount } from './attention.ts';

const hidden: AttentionOptions = {
  allowed: true,
  visible: false,
  minGapMs: 5_000,
  deadlineWarningMs: 60_000,
};
const refund: WaitingFact = { key: 'c/1', name: 'update_record', agent: 'Refunds' };
const email: WaitingFact = { key: 'c/2', name: 'send_email', agent: 'Mail' };

/** Runs the planner over successive looks, each at its own time, collecting the notices. */
function run(looks: readonly (readonly [number, readonly WaitingFact[]])[], options = hidden) {
  let memory: AttentionMemory = emptyAttentionMemory;
  const notices: string[] = [];
  for (const [now, waiting] of looks) {
    const planned = planAttention(memory, waiting, now, options);
    memory = planned.memory;
    if (planned.notice) notices.push(`${now}: ${planned.notice.body}`);
  }
  return notices;
}

describe('planAttention', () => {
  it('names the first new call and its agent, and the count of the others that came with it', () => {
    expect(run([[0, [refund, email]]])).toEqual([
      '0: Refunds asks to run update_record, and 1 more call waits.',
    ]);
  });

  it('notifies at most once every few seconds, announcing a call that came too soon once the gap has passed', () => {
    expect(
      run([
        [0, [refund]],
        [1_000, [refund, email]],
        [4_999, [refund, email]],
        [5_000, [refund, email]],
        [9_000, [refund, email]],
      ]),
    ).toEqual(['0: Refunds asks to run update_record.', '5000: Mail asks to run send_email.']);
  });

  it('forgets a call decided before its turn came', () => {
    expect(
      run([
        [0, [refund]],
        [1_000, [refund, email]],
        [6_000, [refund]],
      ]),
    ).toEqual(['0: Refunds asks to run update_record.']);
  });

  it('says nothing while the tab is looked at or notifications are not allowed, and counts those calls as seen', () => {
    expect(run([[0, [refund]]], { ...hidden, visible: true })).toEqual([]);
    expect(run([[0, [refund]]], { ...hidden, allowed: false })).toEqual([]);
    let memory = planAttention(emptyAttentionMemory, [refund], 0, { ...hidden, visible: true }).memory;
    memory = planAttention(memory, [refund, email], 10_000, hidden).memory;
    expect(memory.lastNotifiedAt).toBe(10_000);
  });

  it('notifies again, once, when a deadline is about to pass', () => {
    const timed = { ...email, deadlineAt: 100_000 };
    expect(
      run([
        [0, [timed]],
        [30_000, [timed]],
        [45_000, [timed]],
        [60_000, [timed]],
        [70_000, [timed]],
      ]),
    ).toEqual([
      '0: Mail asks to run send_email.',
      '45000: Mail: send_email is decided by its deadline in 55 s.',
    ]);
  });
});

describe('titleWithCount', () => {
  it('puts the count of waiting calls in front of the title', () => {
    expect(titleWithCount(0, 'Toolgate')).toBe('Toolgate');
    expect(titleWithCount(1, 'Toolgate')).toBe('(1) call pending · Toolgate');
    expect(titleWithCount(12, 'Toolgate')).toBe('(12) calls pending · Toolgate');
  });
});
