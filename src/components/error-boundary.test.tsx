// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary.tsx';

let broken = true;
function Fragile({ label }: { readonly label: string }) {
  if (broken) throw new RangeError('Invalid time value');
  return <p>{label}</p>;
}

function Fallback({ error, retry }: { readonly error: Error; readonly retry: () => void }) {
  return (
    <div role="alert">
      {error.message}
      <button type="button" onClick={retry}>
        Try again
      </button>
    </div>
  );
}

describe('ErrorBoundary', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows what failed instead of the children, and renders them again on retry or a new key', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    broken = true;
    const view = (key: string) => (
      <ErrorBoundary resetKeys={[key]} fallback={(error, retry) => <Fallback error={error} retry={retry} />}>
        <Fragile label={`shown ${key}`} />
      </ErrorBoundary>
    );
    const { rerender } = render(view('a'));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid time value');

    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('shown a')).toBeInTheDocument();

    broken = true;
    rerender(view('b'));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    broken = false;
    rerender(view('c'));
    expect(screen.getByText('shown c')).toBeInTheDocument();
  });
});
