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

  it('offers JSON and CSV exports of what is shown', () => {
    render(<AuditLog entries={entries} />);
    expect(screen.getByRole('button', { name: 'Export JSON' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });
});
