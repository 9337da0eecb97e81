// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { draftCheckQueryOptions } from '../api/draft-check-query.ts';
import { useDraftCheckAnswers } from './use-draft-check-answers.ts';

describe('useDraftCheckAnswers', () => {
  it('changes when a draft check answers, and not for other queries', async () => {
    const client = new QueryClient();
    const wrapper = ({ children }: { readonly children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useDraftCheckAnswers(), { wrapper });
    expect(result.current).toBe(0);
    await act(() => client.fetchQuery({ queryKey: ['models'], queryFn: () => Promise.resolve([]) }));
    expect(result.current).toBe(0);
    const passes = () => Promise.resolve(undefined);
    await act(() => client.fetchQuery(draftCheckQueryOptions(passes, 'call_1', 'update_record', { id: 1 })));
    await waitFor(() => expect(result.current).toBe(1));
  });
});
