import { describe, expect, it } from 'vitest';
import { isNewerCall } from '../../core/call-revision.ts';
import type { Conversation } from '../../core/conversation.ts';
import { allToolCalls } from '../../core/conversation.ts';
import type { JsonObject, JsonValue } from '../../core/json.ts';
import type { ToolCall } from '../../core/tool-call.ts';
import { currentArguments } from '../../core/tool-call.ts';
import threads from '../../sources/langgraph/__fixtures__/threads-search-interrupted.json' with { type: 'json' };
import { threadConversation } from '../../sources/langgraph/thread-conversation.ts';
import { openThreadInterrupts } from '../../sources/langgraph/thread-interrupt.ts';
import { transitionToolCall } from '../../core/tool-call-status.ts';
import {
  applyToCalls,
  reopenedConversation,
  sentCall,
  settledConversation,
} from './langgraph-thread-updates.ts';

const waiting = (threads as unknown as JsonObject[]).find(
  (thread) => (thread.metadata as JsonObject).graph_id === 'inbox',
)!;
const open = openThreadInterrupts(waiting)[0]!;
const context = { deploymentId: 'dep', title: 'inbox', open: undefined, outcome: undefined } as const;

function held(change: (call: ToolCall) => ToolCall | undefined = () => undefined): Conversation {
  const mapped = threadConversation(waiting, { deploymentId: 'dep', title: 'inbox', interrupt: open });
  return applyToCalls(mapped.conversation, change);
}

function pendingOf(conversation: Conversation): ToolCall {
  return allToolCalls(conversation).find((call) => call.interrupt?.id === open.id)!;
}

/** The same thread once its interrupt was answered: the call ran, the run ended. */
function answered(status = 'idle'): JsonObject {
  const messages = (waiting.values as JsonObject).messages as JsonValue[];
  const call = pendingOf(held());
  const { interrupts: _open, ...rest } = waiting;
  return {
    ...rest,
    status,
    values: {
      messages: [
        ...messages,
        { type: 'tool', tool_call_id: call.providerId!, content: 'Wrote the report', id: 'tool-after' },
      ],
    },
  };
}

const executing = (call: ToolCall): ToolCall | undefined =>
  call.status === 'pending' && call.interrupt
    ? {
        ...call,
        status: 'executing',
        startedAt: 1,
        approval: { by: 'operator', at: 1, approvedArgs: call.args ?? {}, modifiedKeys: [] },
      }
    : undefined;

describe('settledConversation', () => {
  it('shows the outcome the deployment reports, with a revision no stored copy of the call beats', () => {
    const before = held(executing);
    const settled = pendingOf(before);
    const after = allToolCalls(settledConversation(before, answered(), 'dep')).find(
      (call) => call.id === settled.id,
    )!;
    expect(after.status).toBe('executed');
    expect(isNewerCall(after, settled)).toBe(true);
    expect(isNewerCall(settled, after)).toBe(false);
  });
});

describe('a decline this tab sent', () => {
  const denied = (call: ToolCall): ToolCall | undefined =>
    call.status === 'pending' && call.interrupt
      ? sentCall(
          {
            ...call,
            interrupt: {
              ...call.interrupt,
              staged: {
                kind: 'decline',
                reason: 'Denied by rule 1: no mail to rivals.',
                by: 'policy',
                at: 1,
              },
            },
          },
          call.interrupt.id,
          2,
        )
      : undefined;

  it('stays declined with its reason when the graph answers it with a tool message', () => {
    const before = held(denied);
    const id = pendingOf(held()).id;
    const after = allToolCalls(settledConversation(before, answered(), 'dep')).find(
      (call) => call.id === id,
    )!;
    expect(after.status).toBe('declined');
    expect(after.status === 'declined' && [after.reason, after.by]).toEqual([
      'Denied by rule 1: no mail to rivals.',
      'policy',
    ]);
    const reopened = reopenedConversation(
      settledConversation(before, answered(), 'dep'),
      answered(),
      context,
    );
    expect(allToolCalls(reopened).find((call) => call.id === id)?.status).toBe('declined');
  });

  it('is not confused with a call closed as decided elsewhere, which shows what the deployment ran', () => {
    const elsewhere = held((call) =>
      call.status === 'pending' && call.interrupt
        ? transitionToolCall(call, { type: 'decided-elsewhere', at: 2, reason: 'Another operator answered.' })
        : undefined,
    );
    const id = pendingOf(held()).id;
    const after = allToolCalls(settledConversation(elsewhere, answered(), 'dep')).find(
      (call) => call.id === id,
    )!;
    expect(after.status).toBe('executed');
  });
});

describe('the arguments a settled call shows', () => {
  const edited = (call: ToolCall): ToolCall | undefined =>
    call.status === 'pending' && call.interrupt
      ? {
          ...call,
          modifiedArgs: { content: 'Week 2 report, checked' },
          status: 'executing',
          startedAt: 1,
          approval: {
            by: 'operator',
            at: 1,
            approvedArgs: { ...call.args, content: 'Week 2 report, checked' },
            modifiedKeys: ['content'],
          },
        }
      : undefined;

  it('are the ones this tab approved, not the model proposal the deployment keeps, when it settles', () => {
    const before = held(edited);
    const id = pendingOf(before).id;
    const after = allToolCalls(settledConversation(before, answered(), 'dep')).find(
      (call) => call.id === id,
    )!;
    expect(after.status).toBe('executed');
    expect(currentArguments(after)).toEqual({
      path: '/reports/week-2.md',
      content: 'Week 2 report, checked',
    });
    expect(after.status === 'executed' && after.approval.modifiedKeys).toEqual(['content']);
    expect(after.modifiedArgs).toEqual({ content: 'Week 2 report, checked' });
  });

  it('stay the approved ones each time the thread is opened again', () => {
    const once = settledConversation(held(edited), answered(), 'dep');
    const twice = reopenedConversation(once, answered(), context);
    const call = allToolCalls(twice).find((candidate) => candidate.name === 'write_file')!;
    expect(currentArguments(call)).toEqual({ path: '/reports/week-2.md', content: 'Week 2 report, checked' });
  });

  it('stay as sent while the node that asked goes on without a result for the call yet', () => {
    const before = held(edited);
    const id = pendingOf(before).id;
    const { interrupts: _open, ...rest } = waiting;
    const after = allToolCalls(settledConversation(before, { ...rest, status: 'interrupted' }, 'dep')).find(
      (call) => call.id === id,
    )!;
    expect(after.status).toBe('executing');
    expect(currentArguments(after)).toEqual({
      path: '/reports/week-2.md',
      content: 'Week 2 report, checked',
    });
  });

  it('are the proposal when this tab sent nothing for the call', () => {
    const after = allToolCalls(reopenedConversation(undefined, answered(), context)).find(
      (call) => call.name === 'write_file',
    )!;
    expect(currentArguments(after)).toEqual({ path: '/reports/week-2.md', content: 'Week 2 report' });
  });
});

describe('reopenedConversation', () => {
  it('keeps the drafts of an interrupt that still waits', () => {
    const before = held((call) =>
      call.status === 'pending' ? { ...call, modifiedArgs: { path: '/reports/edited.md' } } : undefined,
    );
    const reopened = reopenedConversation(before, waiting, { ...context, open });
    expect(pendingOf(reopened).modifiedArgs).toEqual({ path: '/reports/edited.md' });
  });

  it('keeps what it held while a run is going', () => {
    const before = held(executing);
    expect(reopenedConversation(before, answered('busy'), context)).toBe(before);
  });

  it('keeps a call this tab found decided elsewhere, and follows the deployment otherwise', () => {
    const before = held((call) =>
      call.status === 'pending'
        ? { ...call, status: 'declined', decidedAt: 1, by: 'operator', reason: 'Decided elsewhere' }
        : undefined,
    );
    const id = pendingOf(before).id;
    const statusOf = (conversation: Conversation) =>
      allToolCalls(conversation).find((call) => call.id === id)?.status;
    const elsewhere = reopenedConversation(before, answered(), {
      ...context,
      outcome: { status: 'decided-elsewhere', interruptId: open.id },
    });
    expect(statusOf(elsewhere)).toBe('declined');
    const sent = reopenedConversation(before, answered(), {
      ...context,
      outcome: { status: 'sent', interruptId: open.id },
    });
    expect(statusOf(sent)).toBe('executed');
  });

  it('maps the thread afresh when this tab holds nothing of it', () => {
    const reopened = reopenedConversation(undefined, waiting, { ...context, open });
    expect(pendingOf(reopened).status).toBe('pending');
  });
});
