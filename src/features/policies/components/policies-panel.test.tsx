// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { PolicyRepository } from '../../../tools/policy-repository.ts';
import type { ToolPolicy } from '../../../tools/tool-definition.ts';
import { PoliciesPanel } from './policies-panel.tsx';

function memoryRepository(
  initial: Record<string, ToolPolicy> = {},
): PolicyRepository & { readonly stored: Record<string, ToolPolicy> } {
  const stored = { ...initial };
  return {
    stored,
    get: async (tool) => stored[tool] ?? 'ask',
    set: async (tool, policy) => void (stored[tool] = policy),
    all: async () => ({ ...stored }),
    reset: async (tool) => void delete stored[tool],
  };
}

const tools = [
  { name: 'search_records', description: 'Search.', tier: 'read-only' as const },
  { name: 'update_record', description: 'Update.', tier: 'write' as const },
  { name: 'delete_record', description: 'Delete.', tier: 'destructive' as const },
];

afterEach(cleanup);

describe('PoliciesPanel', () => {
  it('shows and changes each tool policy, as its tier allows', async () => {
    const user = userEvent.setup();
    const repository = memoryRepository({ update_record: 'always-approve' });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <PoliciesPanel tools={tools} repository={repository} />
      </QueryClientProvider>,
    );
    const update = screen.getByRole('combobox', { name: 'Policy for update_record' });
    await waitFor(() => expect(update).toHaveValue('always-approve'));
    // A read-only tool has no policy to choose: it says what happens instead of offering a disabled choice.
    expect(screen.queryByRole('combobox', { name: 'Policy for search_records' })).toBeNull();
    expect(screen.getByRole('row', { name: /search_records/ })).toHaveTextContent('Runs without asking');
    expect(screen.getByRole('row', { name: /search_records/ })).not.toHaveTextContent('Ask each time');
    const destructive = screen.getByRole('combobox', { name: 'Policy for delete_record' });
    expect(screen.getAllByRole('option', { name: 'Always approve' }).at(-1)).toBeDisabled();
    await user.selectOptions(destructive, 'deny');
    await waitFor(() => expect(repository.stored['delete_record']).toBe('deny'));
    await user.selectOptions(update, 'ask');
    await waitFor(() => expect(repository.stored['update_record']).toBeUndefined());
  });
});
