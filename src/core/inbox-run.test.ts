import { describe, expect, it } from 'vitest';
import { inboxThreadIdOf, nextInboxThread } from './inbox-run.ts';

const run = ['t1', 't2', 't3', 't4'].map((threadId) => ({
  threadId,
  title: `Thread ${threadId}`,
  interruptId: `i_${threadId}`,
}));

describe('nextInboxThread', () => {
  it('moves to the next thread in the inbox order that this tab has not decided', () => {
    expect(nextInboxThread(run, 't1', {})?.threadId).toBe('t2');
    expect(nextInboxThread(run, 't1', { t2: { status: 'sent', interruptId: 'i_t2' } })?.threadId).toBe('t3');
    // An outcome of an earlier interrupt of the thread says nothing of the one it waits on now.
    expect(nextInboxThread(run, 't1', { t2: { status: 'sent', interruptId: 'older' } })?.threadId).toBe('t2');
    expect(nextInboxThread(run, 't4', {})).toBeUndefined();
  });

  it('starts from the first when the open thread is not in the run', () => {
    expect(nextInboxThread(run, 'elsewhere', {})?.threadId).toBe('t1');
  });
});

describe('inboxThreadIdOf', () => {
  it('takes only a LangGraph thread for a thread of the inbox', () => {
    expect(inboxThreadIdOf({ kind: 'langgraph', deploymentId: 'd', threadId: 't1' })).toBe('t1');
    expect(inboxThreadIdOf({ kind: 'ai-sdk', routeId: 'r', threadId: 't1' })).toBeUndefined();
    expect(inboxThreadIdOf({ kind: 'ag-ui', agentId: 'a', threadId: 't1' })).toBeUndefined();
    expect(inboxThreadIdOf(undefined)).toBeUndefined();
  });
});
