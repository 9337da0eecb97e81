// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { findToolCallPart } from '../core/conversation.ts';
import type { JsonObject } from '../core/json.ts';
import { makeCallPart, makeConversation, makeMessage } from '../test/test-builders.ts';
import { useAppStore } from '../store/app-store.ts';
import type { ToolCatalog } from './tool-catalog.ts';
import { useGroupActions } from './use-group-actions.ts';

const schema: JsonObject = {
  type: 'object',
  properties: { id: { type: 'integer' }, status: { type: 'string', enum: ['open', 'closed'] } },
  required: ['id'],
  additionalProperties: false,
};

const catalog: ToolCatalog = {
  tools: [],
  declarations: [],
  tierOf: () => 'destructive',
  schemaOf: () => schema,
  originOf: () => undefined,
  unavailableOf: () => undefined,
  // The tool's own check refuses ticket 3 whatever its draft says.
  checkDraft: (_name, args) =>
    Promise.resolve(
      args['id'] === 3 ? { source: 'check' as const, message: 'Ticket 3 is locked.' } : undefined,
    ),
};

const call = (id: number) =>
  makeCallPart({ id: `c${id}`, name: 'close_ticket', args: { id, status: 'open' } });

function renderActions() {
  const client = new QueryClient();
  const wrapper = ({ children }: { readonly children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const canApprove = () => true;
  return renderHook(() => useGroupActions(catalog, () => 'destructive', canApprove), { wrapper }).result;
}

const callOf = (id: string) => findToolCallPart(useAppStore.getState().conversation, id)?.call;

beforeEach(() =>
  useAppStore.setState({
    approvalToConfirm: undefined,
    approvalGroup: undefined,
    localDecisions: true,
    conversation: makeConversation([makeMessage('model', [call(1), call(2), call(3)])]),
  }),
);

describe('useGroupActions', () => {
  it('asks once before approving a destructive group, naming every call and the group', () => {
    const actions = renderActions();
    actions.current.approve(['c1', 'c2', 'c3'], { id: 'group_1', size: 3 });
    expect(useAppStore.getState().approvalToConfirm).toEqual(['c1', 'c2', 'c3']);
    expect(useAppStore.getState().approvalGroup).toEqual({ id: 'group_1', size: 3 });
    expect(callOf('c1')?.status).toBe('pending');
  });

  it('sets one field in every draft and checks each again: the one its check refuses keeps the reason', async () => {
    const actions = renderActions();
    await actions.current.setField(['c1', 'c2', 'c3'], ['status'], 'closed');
    for (const id of ['c1', 'c2', 'c3']) expect(callOf(id)?.modifiedArgs).toEqual({ status: 'closed' });
    await waitFor(() => expect(actions.current.reasonOf(callOf('c3')!)).toBe('Ticket 3 is locked.'));
    expect(actions.current.reasonOf(callOf('c1')!)).toBeUndefined();
    // A value the schema refuses is the reason for each call, and nothing is approved on its own.
    await actions.current.setField(['c1', 'c2'], ['status'], 'gone');
    expect(actions.current.reasonOf(callOf('c1')!)).toContain(
      `"status" must be one of: "open", "closed"; got string "gone"`,
    );
    expect(callOf('c1')?.status).toBe('pending');
  });

  it('declines each waiting call with the one reason, leaving a call already decided as it was', () => {
    const actions = renderActions();
    useAppStore
      .getState()
      .applyToolCallEvent('c2', { type: 'decline', by: 'operator', at: 1, reason: 'earlier' });
    actions.current.decline(['c1', 'c2', 'c3'], 'Duplicates', { id: 'group_2', size: 3 });
    expect(callOf('c1')).toMatchObject({ status: 'declined', reason: 'Duplicates' });
    expect(callOf('c2')).toMatchObject({ status: 'declined', reason: 'earlier' });
    expect(callOf('c3')).toMatchObject({ status: 'declined', reason: 'Duplicates' });
  });
});
