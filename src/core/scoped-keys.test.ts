import { describe, expect, it } from 'vitest';
import { interruptKey, interruptScope, remoteInterruptKey } from './scoped-keys.ts';

const agUi = { kind: 'ag-ui', agentId: 'agent_1', threadId: 'thread_a' } as const;

describe('scoped keys', () => {
  it('tells apart one interrupt id reused across threads, runs, agents and sources', () => {
    const keys = [
      remoteInterruptKey(agUi, { id: 'int_email', runId: 'run_1' }),
      remoteInterruptKey({ ...agUi, threadId: 'thread_b' }, { id: 'int_email', runId: 'run_1' }),
      remoteInterruptKey(agUi, { id: 'int_email', runId: 'run_2' }),
      remoteInterruptKey({ ...agUi, agentId: 'agent_2' }, { id: 'int_email', runId: 'run_1' }),
      remoteInterruptKey(
        { kind: 'langgraph', deploymentId: 'agent_1', threadId: 'thread_a' },
        { id: 'int_email', runId: 'run_1' },
      ),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    expect(remoteInterruptKey(agUi, { id: 'int_email', runId: 'run_1' })).toBe(keys[0]);
  });

  it('cannot be fooled by an id that holds the separator of another part', () => {
    const split = interruptKey({
      source: 'ag-ui',
      owner: 'a',
      threadId: 'b","c',
      runId: '',
      interruptId: 'd',
    });
    const other = interruptKey({ source: 'ag-ui', owner: 'a', threadId: 'b', runId: 'c', interruptId: 'd' });
    expect(split).not.toBe(other);
  });

  it('keys an interrupt whose run is not known by its thread and id', () => {
    expect(
      interruptScope({ kind: 'langgraph', deploymentId: 'http://d', threadId: 't' }, { id: 'i' }),
    ).toEqual({
      source: 'langgraph',
      owner: 'http://d',
      threadId: 't',
      runId: '',
      interruptId: 'i',
    });
  });
});
