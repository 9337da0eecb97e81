import { describe, expect, it } from 'vitest';
import type { JsonObject, JsonValue } from '../../core/json.ts';
import nextAction from './__fixtures__/thread-history-next-action.json' with { type: 'json' };
import resumedTwice from './__fixtures__/thread-history-resumed-twice.json' with { type: 'json' };
import { resumeWinner } from './resume-winner.ts';

// Recorded from `langgraphjs dev` (e2e/langgraph) by scripts/record-langgraph-fixtures.ts: an `inbox` thread
// resumed twice with `multitaskStrategy: 'reject'`, the second resume sent after the first run had finished.
interface Recording {
  readonly interruptIds: readonly string[];
  readonly runIds: readonly string[];
  readonly history: readonly JsonObject[];
}
const twiceRecording = resumedTwice as unknown as Recording;
const twice = twiceRecording.history;
const race = {
  interruptId: twiceRecording.interruptIds[0]!,
  first: twiceRecording.runIds[0]!,
  second: twiceRecording.runIds[1]!,
};

// The same with two calls in one review node: the first resume answered the first call's interrupt, and the
// node interrupted again in the same step for the second call, which the second resume then answered.
const sequentialRecording = nextAction as unknown as Recording;
const sequential = sequentialRecording.history;
const actions = {
  firstInterruptId: sequentialRecording.interruptIds[0]!,
  secondInterruptId: sequentialRecording.interruptIds[1]!,
  first: sequentialRecording.runIds[0]!,
  second: sequentialRecording.runIds[1]!,
};

describe('whose resume answered an interrupt', () => {
  it('names the first run as the one that answered, and the late one as answered elsewhere', () => {
    expect(resumeWinner(twice, race.interruptId, race.first)).toBe('ours');
    expect(resumeWinner(twice, race.interruptId, race.second)).toBe('elsewhere');
  });

  it('knows another run answered, whoever it was', () => {
    expect(resumeWinner(twice, race.interruptId, 'some-other-run')).toBe('elsewhere');
  });

  it('cannot tell before any run has resumed the interrupt', () => {
    const holder = twice.findIndex((state) => JSON.stringify(state.tasks).includes(race.interruptId));
    expect(holder).toBeGreaterThan(0);
    expect(resumeWinner(twice.slice(holder), race.interruptId, race.first)).toBe('unknown');
  });

  it('cannot tell when the checkpoint that held the interrupt is older than what was read', () => {
    const holder = twice.findIndex((state) => JSON.stringify(state.tasks).includes(race.interruptId));
    expect(resumeWinner(twice.slice(0, holder), race.interruptId, race.second)).toBe('unknown');
  });

  it('cannot tell for an interrupt the node replaced in place, and tells for the one that replaced it', () => {
    expect(resumeWinner(sequential, actions.firstInterruptId, actions.first)).toBe('unknown');
    expect(resumeWinner(sequential, actions.firstInterruptId, actions.second)).toBe('unknown');
    expect(resumeWinner(sequential, actions.secondInterruptId, actions.second)).toBe('ours');
    expect(resumeWinner(sequential, actions.secondInterruptId, actions.first)).toBe('elsewhere');
  });

  it('reads a child that still holds the interrupt (a state update while it waited) as no answer', () => {
    const holder = twice.findIndex((state) => JSON.stringify(state.tasks).includes(race.interruptId));
    const held = twice[holder]!;
    const updated: JsonObject = {
      ...held,
      checkpoint: { ...(held.checkpoint as JsonObject), checkpoint_id: 'update-checkpoint' },
      parent_checkpoint: held.checkpoint!,
      metadata: { ...(held.metadata as JsonObject), source: 'update', run_id: 'update-run' },
    };
    const child = twice[holder - 1]!;
    const resumed: JsonObject = {
      ...child,
      parent_checkpoint: { ...(child.parent_checkpoint as JsonObject), checkpoint_id: 'update-checkpoint' },
    };
    const history = [...twice.slice(0, holder - 1), resumed, updated, ...twice.slice(holder)];
    expect(resumeWinner(history, race.interruptId, race.first)).toBe('ours');
    expect(resumeWinner(history, race.interruptId, 'update-run')).toBe('elsewhere');
  });

  it('reads anything that is not a history as unknown', () => {
    const malformed: readonly JsonValue[] = [
      null,
      'history',
      {},
      [null, 1, { tasks: 'none' }, { tasks: [{ interrupts: [{ id: race.interruptId }] }] }],
    ];
    for (const history of malformed)
      expect(resumeWinner(history, race.interruptId, race.first)).toBe('unknown');
    const withoutRunIds = twice.map((state) => ({ ...state, metadata: {} }));
    expect(resumeWinner(withoutRunIds, race.interruptId, race.first)).toBe('unknown');
  });
});
