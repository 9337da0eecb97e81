// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../core/audit-entry.ts';
import { createRuleRepository } from '../../../tools/rule-repository.ts';
import { ToolsDatabase } from '../../../tools/tools-database.ts';
import { RulesScreen } from './rules-screen.tsx';
import { ruleDraft as draft } from '../../../test/rule-test-support.ts';
import { makeAuditEntry } from '../../../test/test-builders.ts';

afterEach(cleanup);

const tools = [
  { name: 'update_record', tier: 'write' as const },
  { name: 'delete_record', tier: 'destructive' as const },
];

const entry = (index: number, tool: string, overrides: Partial<AuditEntry> = {}): AuditEntry =>
  makeAuditEntry({
    id: `audit-${index}`,
    at: index,
    callId: `call-${index}`,
    tool,
    proposedArgs: { model: 'order', id: index },
    ...overrides,
  });

function renderScreen(audit: readonly AuditEntry[] = []) {
  const repository = createRuleRepository(new ToolsDatabase(`rules-screen-${crypto.randomUUID()}`));
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RulesScreen
        repository={repository}
        tools={tools}
        sessionId="session-1"
        readAuditLog={async () => audit}
      />
    </QueryClientProvider>,
  );
  return repository;
}

const rows = () =>
  within(screen.getByRole('table', { name: 'Rules' }))
    .getAllByRole('row')
    .slice(1);

describe('RulesScreen', () => {
  it('creates a rule with the editor and lists it with its number, effect and match count', async () => {
    const user = userEvent.setup();
    const repository = renderScreen();
    await screen.findByText('No rules yet');
    await user.click(screen.getByRole('button', { name: 'New rule' }));
    const editor = screen.getByRole('form', { name: 'Create rule' });
    await user.click(within(editor).getByRole('radio', { name: 'Deny (tell the model why)' }));
    const tool = within(editor).getByRole('textbox', { name: 'Tool (use * as a wildcard)' });
    await user.clear(tool);
    await user.type(tool, '*delete*');
    await user.type(
      within(editor).getByRole('textbox', { name: 'Message to the model' }),
      'Nothing is deleted.',
    );
    await user.click(within(editor).getByRole('button', { name: 'Create rule' }));
    const row = await screen.findByRole('row', { name: 'Rule 1: deny *delete*' });
    expect(row).toHaveTextContent('“Nothing is deleted.”');
    const [stored] = await repository.list();
    await repository.recordMatches([stored!.id], 1);
    await waitFor(() => expect(within(row).getAllByRole('cell')[4]).toHaveTextContent('1'));
  });

  it('reorders, disables and deletes rules', async () => {
    const user = userEvent.setup();
    const repository = createRuleRepository(new ToolsDatabase(`rules-screen-${crypto.randomUUID()}`));
    await repository.add(draft('update_record', 'ask'));
    await repository.add(draft('send_email', 'allow'));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RulesScreen repository={repository} tools={tools} sessionId="s" readAuditLog={async () => []} />
      </QueryClientProvider>,
    );
    await screen.findByRole('row', { name: 'Rule 2: allow send_email' });
    await user.click(screen.getByRole('button', { name: 'Move rule 2 up' }));
    await waitFor(() => expect(rows()[0]).toHaveAccessibleName('Rule 2: allow send_email'));
    await user.click(within(rows()[1]!).getByRole('button', { name: 'Disable' }));
    await waitFor(async () => expect((await repository.list())[1]?.status).toBe('disabled'));
    await user.click(screen.getByRole('button', { name: 'Delete rule 2' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveAccessibleName('Rule 1: ask update_record');
  });

  it('a shadow rule reports what it would have done on the audit log, naming destructive calls', async () => {
    const repository = createRuleRepository(new ToolsDatabase(`rules-screen-${crypto.randomUUID()}`));
    await repository.add(draft('*_record', 'allow', { status: 'shadow', destructiveConfirmedAt: 1 }));
    const audit = [
      entry(1, 'update_record'),
      entry(2, 'delete_record', { decision: 'declined', outcome: 'declined' }),
      entry(3, 'search_records', { by: 'policy', tier: 'read-only' }),
      entry(4, 'update_record', { by: 'check', decision: 'refused', outcome: 'refused' }),
    ];
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RulesScreen repository={repository} tools={tools} sessionId="s" readAuditLog={async () => audit} />
      </QueryClientProvider>,
    );
    const report = await screen.findByRole('status', { name: 'Shadow report for rule 1' });
    await waitFor(() =>
      expect(report).toHaveTextContent(
        'Would have allowed 2 of the last 3 calls (2 of them differently), including this destructive one.',
      ),
    );
    expect(report).toHaveTextContent('delete_record');
  });

  it('refuses a rules file with a problem and says why, importing nothing', async () => {
    const user = userEvent.setup();
    const repository = renderScreen();
    const content = '{"format":"toolgate-rules","version":1,"rules":[{"effect":"allow"}]}';
    const file = new File([content], 'rules.json', { type: 'application/json' });
    // jsdom's File has no text(); the browser's does.
    Object.defineProperty(file, 'text', { value: async () => content });
    await user.upload(screen.getByLabelText('Rules file to import'), file);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nothing imported from rules.json: This is not a Toolgate rules file: in rule 1',
    );
    expect(await repository.list()).toEqual([]);
  });
});
