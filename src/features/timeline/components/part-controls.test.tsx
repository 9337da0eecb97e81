// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import type { Part } from '../../../core/part.ts';
import type { ToolCall } from '../../../core/tool-call.ts';
import { PartControls } from './part-controls.tsx';

afterEach(cleanup);

const call: ToolCall = {
  id: 'call_1',
  name: 'read_record',
  rawArguments: '{}',
  args: {},
  modifiedArgs: {},
  status: 'executed',
  approval: { by: 'operator', at: 1, approvedArgs: {}, modifiedKeys: [] },
  startedAt: 1,
  finishedAt: 2,
  result: { ok: true },
};
const partOf = (toolCall: ToolCall): Part => ({
  id: 'p1',
  kind: 'tool-call',
  pruning: 'auto',
  call: toolCall,
});

it("offers Pin, Prune and Auto with the part's lifetime for a call the model made", () => {
  render(<PartControls part={partOf(call)} depth={0} tokenSource={undefined} />);
  expect(screen.getByRole('group', { name: 'Pruning' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Pin' })).toBeInTheDocument();
  expect(screen.queryByText('not sent to the model')).not.toBeInTheDocument();
});

it('offers no pruning and no lifetime for a call the operator made by hand, which the model never sees', () => {
  render(
    <PartControls part={partOf({ ...call, initiatedBy: 'operator' })} depth={0} tokenSource={undefined} />,
  );
  expect(screen.getByText('not sent to the model')).toBeInTheDocument();
  expect(screen.queryByRole('group', { name: 'Pruning' })).not.toBeInTheDocument();
  expect(screen.queryByText(/expires in|kept/)).not.toBeInTheDocument();
});
