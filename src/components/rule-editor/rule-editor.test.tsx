// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RuleEditor } from './rule-editor.tsx';
import { newRuleValues, type RuleFormValues } from './rule-form-values.ts';

afterEach(cleanup);

const context = { sessionId: 'session-1', conversationId: 'conv-1', callId: 'call-1' };

/** The editor over `initial`, saving with "Save rule" to the spy it returns. */
function renderEditor(
  initial: RuleFormValues,
  options: { readonly destructiveTools?: readonly string[]; readonly now?: () => number } = {},
) {
  const user = userEvent.setup();
  const onSave = vi.fn();
  render(
    <RuleEditor
      initial={initial}
      context={context}
      destructiveTools={options.destructiveTools ?? []}
      saveLabel="Save rule"
      onSave={onSave}
      onCancel={() => undefined}
      now={options.now}
    />,
  );
  return { user, onSave };
}

describe('RuleEditor', () => {
  it('saves the rule it reads back, with the proposed conditions the operator kept', async () => {
    const { user, onSave } = renderEditor(
      newRuleValues('allow', 'write_file', [
        { condition: { kind: 'glob', path: 'path', pattern: '/tmp/**' }, include: true },
        { condition: { kind: 'equals', path: 'mode', value: 'append' }, include: false },
      ]),
      { now: () => 1_000 },
    );
    expect(screen.getByText('allow write_file with path under /tmp/**')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Applies to' }), 'conversation');
    await user.click(screen.getByRole('button', { name: 'Save rule' }));
    expect(onSave).toHaveBeenCalledWith({
      match: {
        sources: [],
        tool: 'write_file',
        conditions: [{ kind: 'glob', path: 'path', pattern: '/tmp/**' }],
      },
      effect: 'allow',
      scope: { kind: 'conversation', conversationId: 'conv-1' },
      status: 'active',
    });
  });

  it('saves the tiers ticked, and a rule about unknown-tier remote tools says so', async () => {
    const { user, onSave } = renderEditor(newRuleValues('ask', 'support__*'));
    const tiers = screen.getByRole('group', { name: 'Tiers (none ticked: every tier)' });
    await user.click(within(tiers).getByRole('checkbox', { name: 'unknown' }));
    expect(screen.getByText('ask support__* of tier unknown')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save rule' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        match: { sources: [], tool: 'support__*', tiers: ['unknown'], conditions: [] },
      }),
    );
  });

  it('lists problems and cannot save an invalid rule', async () => {
    const { user, onSave } = renderEditor(
      newRuleValues('deny', 'send_email', [
        { condition: { kind: 'regex', path: 'to', pattern: '(' }, include: true },
      ]),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The regular expression /(/ is invalid');
    expect(screen.getByRole('button', { name: 'Save rule' })).toBeDisabled();
    await user.clear(screen.getByRole('textbox', { name: 'Condition 1 value' }));
    await user.type(screen.getByRole('textbox', { name: 'Condition 1 value' }), '@rival\\.com$');
    await user.click(screen.getByRole('button', { name: 'Save rule' }));
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('an allow rule over destructive tools lets them run only after a second confirmation', async () => {
    const { user, onSave } = renderEditor(newRuleValues('allow', '*_record'), {
      destructiveTools: ['delete_record'],
      now: () => 7,
    });
    expect(screen.getByText(/matches destructive tool/)).toHaveTextContent('delete_record');
    await user.click(screen.getByRole('checkbox', { name: 'Also allow destructive calls without asking' }));
    await user.click(screen.getByRole('button', { name: 'Save rule' }));
    expect(onSave).not.toHaveBeenCalled();
    const confirm = screen.getByRole('alertdialog', { name: 'Confirm destructive calls' });
    expect(confirm).toHaveTextContent(
      'calls to delete_record that match this rule will run without asking you',
    );
    await user.click(screen.getByRole('button', { name: 'Yes, allow destructive calls' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ effect: 'allow', destructiveConfirmedAt: 7 }),
    );
  });

  it('without the second confirmation the allow rule is saved without it', async () => {
    const { user, onSave } = renderEditor(newRuleValues('allow', 'delete_record'), {
      destructiveTools: ['delete_record'],
    });
    await user.click(screen.getByRole('button', { name: 'Save rule' }));
    expect(onSave.mock.calls[0]![0]).not.toHaveProperty('destructiveConfirmedAt');
  });
});
