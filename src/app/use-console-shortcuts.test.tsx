// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Conversation } from '../core/conversation.ts';
import type { JsonObject } from '../core/json.ts';
import { useAppStore } from '../store/app-store.ts';
import { fakeDesk } from '../test/desk-fakes.ts';
import { makeConversation, makeMessage, makeToolCall, makeToolCallPart } from '../test/test-builders.ts';
import type { ToolCatalog } from './tool-catalog.ts';
import { useConsoleShortcuts } from './use-console-shortcuts.ts';

// A tool of this page named like the agent's, whose schema the agent's arguments do not meet.
const localSchema: JsonObject = {
  type: 'object',
  required: ['model', 'id'],
  properties: { model: { enum: ['ticket'] }, id: { type: 'integer' } },
};
const catalog = {
  tools: [],
  declarations: [],
  tierOf: () => 'write',
  schemaOf: (name: string) => (name === 'update_record' ? localSchema : undefined),
  originOf: () => undefined,
  unavailableOf: () => undefined,
  checkDraft: async () => null,
} as unknown as ToolCatalog;

function agentThread(args: JsonObject, interrupted: boolean): Conversation {
  const call = makeToolCall({
    id: 'c1',
    name: 'update_record',
    args,
    ...(interrupted
      ? { interrupt: { id: 'i1', reason: 'tool_call', toolCallId: 'c1', runId: 'run_1', editable: true } }
      : {}),
  });
  return {
    ...makeConversation([makeMessage('model', [makeToolCallPart(call, 'auto')], 'm1')]),
    source: { kind: 'ag-ui', agentId: 'agent_refunds', threadId: 'thread_1' },
  };
}

function Shortcuts({ children }: { readonly children?: ReactNode }) {
  const groupActions = { approve: vi.fn(), decline: vi.fn(), setField: vi.fn(), reasonOf: () => undefined };
  useConsoleShortcuts(
    catalog,
    () => 'unknown',
    () => 'unknown',
    createRef(),
    groupActions,
  );
  return <>{children}</>;
}

beforeEach(() => {
  useAppStore.setState({
    approvalToConfirm: undefined,
    heldReview: undefined,
    sourceDesks: { 'ag-ui': fakeDesk('ag-ui') },
  });
});
afterEach(cleanup);

describe('the a key', () => {
  it('asks to confirm a remote request named like a tool of this page, whatever that tool’s schema says', async () => {
    useAppStore.setState({ conversation: agentThread({ model: 'Order', id: 'not a number' }, true) });
    useAppStore.getState().selectPart(useAppStore.getState().conversation.messages[0]!.parts[0]!.id);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Shortcuts />
      </QueryClientProvider>,
    );
    await userEvent.setup().keyboard('a');
    expect(useAppStore.getState().approvalToConfirm).toEqual(['c1']);
  });

  it('still holds a call of this page to its tool’s schema', async () => {
    useAppStore.setState({
      conversation: { ...agentThread({ model: 'Order', id: 'not a number' }, false), source: undefined },
    });
    useAppStore.getState().selectPart(useAppStore.getState().conversation.messages[0]!.parts[0]!.id);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Shortcuts />
      </QueryClientProvider>,
    );
    await userEvent.setup().keyboard('a');
    expect(useAppStore.getState().approvalToConfirm).toBeUndefined();
  });
});
