// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findToolCallPart } from '../../../core/conversation.ts';
import {
  makeConversation,
  makeMessage,
  makeToolCall,
  makeToolCallPart,
} from '../../../test/test-builders.ts';
import type { JsonObject } from '../../../core/json.ts';
import type { ToolCall } from '../../../core/tool-call.ts';
import { useAppStore } from '../../../store/app-store.ts';
import { readDiffLayout } from '../../../store/saved-records.ts';
import type { DraftChecker } from '../../../core/tool-call.ts';
import { CallReview } from './call-review.tsx';

const schema: JsonObject = {
  type: 'object',
  properties: {
    to: { type: 'string' },
    amount: { type: 'number', minimum: 0.01 },
    currency: { type: 'string', enum: ['EUR', 'USD'] },
    notify: { type: 'boolean' },
    body: { type: 'string', maxLength: 5000 },
    options: {
      type: 'object',
      properties: { priority: { type: 'string', enum: ['low', 'high'] }, channel: { type: 'string' } },
      additionalProperties: false,
    },
    cc: { type: 'array', items: { type: 'string' } },
    attachment: { oneOf: [{ type: 'null' }, { type: 'object', properties: { id: { type: 'string' } } }] },
  },
  required: ['to', 'amount', 'currency'],
  additionalProperties: false,
};
const proposed = {
  to: 'dana@example.com',
  amount: 149,
  currency: 'EUR',
  notify: true,
  body: 'Hi Dana,\nRefunded.',
  options: { priority: 'low', channel: 'email' },
  cc: ['a@example.com'],
  attachment: null,
};

function seed() {
  const call = makeToolCall({ id: 'call_refund', name: 'issue_refund', args: proposed });
  useAppStore.setState({
    conversation: makeConversation([makeMessage('model', [makeToolCallPart(call)])]),
    localDecisions: true,
    feedbackDrafts: {},
    unparseableFields: {},
    decliningCallId: undefined,
  });
}

const current = (): ToolCall => findToolCallPart(useAppStore.getState().conversation, 'call_refund')!.call;

/** Renders the review of the seeded call and keeps it in step with the store, as the side panel does. */
/** Refuses a negative amount at its field, as a tool's own check does; counts how often it ran. */
const checked: string[] = [];
const checker: DraftChecker = async (_name, args) => {
  checked.push(JSON.stringify(args));
  return typeof args['amount'] === 'number' && args['amount'] > 1000
    ? { source: 'check', message: 'A refund may not exceed the order total of 1000.', path: 'amount' }
    : undefined;
};

function Harness({
  withChecker = false,
  limits = {},
}: {
  readonly withChecker?: boolean;
  readonly limits?: { readonly readOnlyReason?: string; readonly declineBlockedReason?: string };
}) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const call = useAppStore((state) => findToolCallPart(state.conversation, 'call_refund')!.call);
  return (
    <QueryClientProvider client={client}>
      <CallReview
        call={call}
        schema={schema}
        tier="write"
        {...(withChecker ? { checker } : {})}
        {...limits}
      />
    </QueryClientProvider>
  );
}

/** The review harness, and a user who can replace the text of the field labelled `label`. */
function renderHarness(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  const retype = async (label: string, text: string) => {
    await user.clear(screen.getByLabelText(label));
    await user.type(screen.getByLabelText(label), text);
  };
  return { user, retype };
}

describe('CallReview', () => {
  beforeEach(seed);
  afterEach(cleanup);

  it('labels each field by its key and chooses controls from the schema', () => {
    render(<Harness />);
    expect(screen.getByLabelText('to', { selector: 'input' })).toHaveValue('dana@example.com');
    expect(screen.getByLabelText('amount')).toHaveValue(149);
    expect(screen.getByLabelText('currency').tagName).toBe('SELECT');
    expect(screen.getByLabelText('notify')).toBeChecked();
    expect(screen.getByLabelText('body').tagName).toBe('TEXTAREA');
    expect(screen.getByRole('group', { name: /options/ })).toBeInTheDocument();
    expect(screen.getByLabelText('priority')).toHaveValue('0');
    expect(screen.getByLabelText('cc 1')).toHaveValue('a@example.com');
    expect(screen.getByLabelText('attachment')).toHaveValue('null');
  });

  it('sends every change to the draft, marks the field, shows the diff, and resets it', async () => {
    const { user, retype } = renderHarness();
    await retype('amount', '100');
    expect(current().modifiedArgs).toEqual({ amount: 100 });
    const changes = screen.getByRole('region', { name: 'Changes' });
    expect(changes).toHaveTextContent('"amount": 149');
    expect(changes).toHaveTextContent('"amount": 100');

    await user.selectOptions(screen.getByLabelText('priority'), 'high');
    expect(current().modifiedArgs).toEqual({ amount: 100, options: { priority: 'high', channel: 'email' } });

    await user.click(screen.getByRole('button', { name: 'Reset amount' }));
    expect(current().modifiedArgs).toEqual({ options: { priority: 'high', channel: 'email' } });
    expect(screen.getByLabelText('amount')).toHaveValue(149);
    expect(screen.queryByRole('button', { name: 'Reset amount' })).not.toBeInTheDocument();
  });

  it('resets one nested field, keeping the other edits of the same group', async () => {
    const { user, retype } = renderHarness();
    await user.selectOptions(screen.getByLabelText('priority'), 'high');
    await retype('channel', 'sms');
    expect(current().modifiedArgs).toEqual({ options: { priority: 'high', channel: 'sms' } });
    // Each edited nested field has its own Reset; an untouched one has none.
    expect(screen.getByRole('button', { name: 'Reset priority' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset to' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reset priority' }));
    expect(current().modifiedArgs).toEqual({ options: { priority: 'low', channel: 'sms' } });
    expect(screen.getByLabelText('priority')).toHaveValue('0');
    expect(screen.getByLabelText('channel')).toHaveValue('sms');
    expect(screen.queryByRole('button', { name: 'Reset priority' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reset channel' }));
    expect(current().modifiedArgs).toEqual({});
    expect(screen.getByLabelText('channel')).toHaveValue('email');
  });

  it('resets one edited array item', async () => {
    const { user, retype } = renderHarness();
    await retype('cc 1', 'z@example.com');
    expect(current().modifiedArgs['cc']).toEqual(['z@example.com']);
    await user.click(screen.getByRole('button', { name: 'Reset cc 1' }));
    expect(current().modifiedArgs).toEqual({});
    expect(screen.getByLabelText('cc 1')).toHaveValue('a@example.com');
  });

  it('shows the diff side by side with the changed words highlighted, and remembers the choice', async () => {
    useAppStore.getState().setDiffLayout('unified');
    const { user, retype } = renderHarness();
    await retype('amount', '100');
    const changes = screen.getByRole('region', { name: 'Changes' });
    // Unified: the removed line, then the added one, each with only the changed number marked.
    expect(changes.querySelector('del')).toHaveTextContent(/^149$/);
    expect(changes.querySelector('ins')).toHaveTextContent(/^100$/);
    expect(within(changes).queryByText('Will run')).not.toBeInTheDocument();

    await user.click(within(changes).getByRole('button', { name: 'Side by side' }));
    expect(within(changes).getByRole('button', { name: 'Side by side' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(changes).getByText('Proposed')).toBeInTheDocument();
    expect(within(changes).getByText('Will run')).toBeInTheDocument();
    expect(changes.querySelector('del')).toHaveTextContent(/^149$/);
    expect(changes.querySelector('ins')).toHaveTextContent(/^100$/);
    expect(readDiffLayout()).toBe('split');
  });

  it('adds and removes array items', async () => {
    const { user } = renderHarness();
    await user.click(screen.getByRole('button', { name: 'Add cc' }));
    await user.type(screen.getByLabelText('cc 2'), 'b@example.com');
    expect(current().modifiedArgs['cc']).toEqual(['a@example.com', 'b@example.com']);
    await user.click(screen.getByRole('button', { name: 'Remove cc 1' }));
    expect(current().modifiedArgs['cc']).toEqual(['b@example.com']);
  });

  it('cannot approve what the schema refuses, or a JSON field that does not parse', async () => {
    const { retype } = renderHarness();
    const approve = screen.getByRole('button', { name: 'Approve' });
    await retype('amount', '0');
    expect(approve).toBeDisabled();
    expect(screen.getByText(/Cannot approve/)).toBeInTheDocument();
    await retype('amount', '5');
    expect(approve).toBeEnabled();

    await retype('attachment', '{{"id": ');
    expect(approve).toBeDisabled();
    expect(screen.getByText(/attachment is not valid JSON/)).toBeInTheDocument();
  });

  it('approves the effective arguments with the feedback, from the button or Ctrl+Enter', async () => {
    const { user, retype } = renderHarness();
    await retype('to', 'billing@example.com');
    await user.type(screen.getByLabelText(/Feedback to the model/), 'Use the billing address.');
    await user.click(screen.getByLabelText('to'));
    await user.keyboard('{Control>}{Enter}{/Control}');
    const call = current();
    expect(call.status).toBe('executing');
    if (call.status !== 'executing') return;
    expect(call.approval.approvedArgs['to']).toBe('billing@example.com');
    expect(call.approval.modifiedKeys).toEqual(['to']);
    expect(call.approval.feedback).toBe('Use the billing address.');
  });

  it('declines with a reason', async () => {
    const { user } = renderHarness();
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    const form = screen.getByRole('form', { name: 'Decline this call' });
    await user.type(within(form).getByLabelText(/Reason/), 'Wrong customer.');
    await user.click(within(form).getByRole('button', { name: 'Confirm decline' }));
    const call = current();
    expect(call.status === 'declined' && call.reason).toBe('Wrong customer.');
  });

  it('shows a request that takes no edit read-only with its reason, and offers no Decline it does not take', async () => {
    const user = userEvent.setup();
    render(
      <Harness
        limits={{
          readOnlyReason: 'Read-only: the graph takes no edited arguments for this call.',
          declineBlockedReason: 'Cannot decline: the graph does not offer it.',
        }}
      />,
    );
    const to = screen.getByLabelText('to', { selector: 'input' });
    expect(to).toBeDisabled();
    expect(to.closest('fieldset')).toHaveAccessibleDescription(
      'Read-only: the graph takes no edited arguments for this call.',
    );
    await user.type(to, 'x');
    expect(current().modifiedArgs).toEqual({});
    expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Decline, and deny/ })).not.toBeInTheDocument();
    expect(screen.getByText('Cannot decline: the graph does not offer it.')).toBeInTheDocument();
    act(() => useAppStore.getState().setDecliningCallId('call_refund'));
    expect(screen.queryByRole('form', { name: 'Decline this call' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(current().status).toBe('executing');
  });

  it('runs the tool check on the draft once typing pauses, blocks Approve with its reason at the field', async () => {
    checked.length = 0;
    const { user, retype } = renderHarness({ withChecker: true });
    const approve = screen.getByRole('button', { name: 'Approve' });
    await retype('amount', '5000');
    const reason = await screen.findByText(
      'Cannot approve: A refund may not exceed the order total of 1000.',
    );
    expect(approve).toBeDisabled();
    expect(approve).toHaveAttribute('aria-describedby', reason.id);
    // The reason also stands at the field it is about.
    const field =
      screen.getByLabelText('amount').closest('[data-field-path]') ??
      screen.getByLabelText('amount').parentElement!.parentElement!;
    expect(field).toHaveTextContent('A refund may not exceed the order total of 1000.');
    // Debounced: the draft was checked once it settled, not once per keystroke.
    expect(checked.filter((args) => args.includes('"amount":5000'))).toHaveLength(1);
    expect(checked.length).toBeLessThan(4);
    expect(current().status).toBe('pending');

    await retype('amount', '80');
    await screen.findByRole('button', { name: 'Approve' });
    await waitFor(() => expect(screen.queryByText(/Cannot approve/)).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(current().status).toBe('executing'));
    const call = current();
    expect(call.status === 'executing' && call.approval.approvedArgs['amount']).toBe(80);
  });

  it('never approves, even by Ctrl+Enter at once, a draft its tool check refuses', async () => {
    const { user, retype } = renderHarness({ withChecker: true });
    await retype('amount', '2000');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await screen.findByText('Cannot approve: A refund may not exceed the order total of 1000.');
    expect(current().status).toBe('pending');
  });

  it('takes a draft restored from elsewhere into the form', () => {
    render(<Harness />);
    act(() => useAppStore.getState().setArgument('call_refund', 'amount', 42));
    expect(screen.getByLabelText('amount')).toHaveValue(42);
  });
});
