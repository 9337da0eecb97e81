// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../core/audit-entry.ts';
import { AuditLog } from './audit-log.tsx';

const entry = (
  id: string,
  tool: string,
  by: AuditEntry['by'],
  outcome: AuditEntry['outcome'],
  at: number,
): AuditEntry => ({
  id,
  at,
  conversationId: 'c',
  callId: id,
  tool,
  by,
  decision: outcome === 'declined' ? 'declined' : outcome === 'refused' ? 'refused' : 'approved',
  proposedArgs: {},
  modifiedKeys: [],
  outcome,
});
const entries = [
  entry('1', 'send_email', 'operator', 'executed', 3),
  entry('2', 'delete_record', 'operator', 'declined', 2),
  entry('3', 'search_records', 'policy', 'executed', 1),
];

afterEach(cleanup);

describe('AuditLog', () => {
  it('filters by tool, outcome and decider', async () => {
    const user = userEvent.setup();
    render(<AuditLog entries={entries} />);
    const table = screen.getByRole('table', { name: 'Audit log' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    await user.selectOptions(screen.getByLabelText('Decided by'), 'policy');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(table).toHaveTextContent('search_records');
    await user.selectOptions(screen.getByLabelText('Decided by'), 'all');
    await user.selectOptions(screen.getByLabelText('Outcome'), 'declined');
    expect(screen.getByText('1 of 3')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Tool'), 'send_email');
    expect(screen.getByText('No decisions match')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it("names each entry's source and filters by it, every thread of one agent together", async () => {
    const user = userEvent.setup();
    const deployment = 'http://127.0.0.1:2024';
    const remote = (id: string, threadId: string, outcome: AuditEntry['outcome']): AuditEntry => ({
      ...entry(id, 'send_email', 'operator', outcome, Number(id)),
      origin: { kind: 'langgraph', deploymentId: deployment, threadId },
    });
    render(
      <AuditLog
        entries={[...entries, remote('4', 't1', 'executed'), remote('5', 't2', 'decided-elsewhere')]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Audit log' });
    await user.selectOptions(screen.getByLabelText('Source'), `LangGraph · ${deployment}`);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    for (const row of within(table).getAllByRole('row').slice(1))
      expect(row).toHaveTextContent(`send_emailLangGraph · ${deployment}`);
    await user.selectOptions(screen.getByLabelText('Outcome'), 'decided-elsewhere');
    expect(screen.getByText('1 of 5')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Outcome'), 'all');
    await user.selectOptions(screen.getByLabelText('Source'), 'Built-in agent');
    expect(screen.getByText('3 of 5')).toBeInTheDocument();
    expect(table).not.toHaveTextContent('LangGraph');
  });

  it('offers JSON and CSV exports of what is shown', () => {
    render(<AuditLog entries={entries} />);
    expect(screen.getByRole('button', { name: 'Export JSON' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });
});
