// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, expect, it, vi } from 'vitest';
import { ConnectFields } from './connect-fields.tsx';

afterEach(cleanup);

interface Values {
  readonly url: string;
  readonly key: string;
  readonly remember: boolean;
}

function Example({ onSave }: { readonly onSave: (values: Values) => void }) {
  const { register, handleSubmit, formState } = useForm<Values>({
    defaultValues: { url: '', key: '', remember: false },
  });
  return (
    <form aria-label="Connect" noValidate onSubmit={(event) => void handleSubmit(onSave)(event)}>
      <ConnectFields
        id="example"
        url={{
          label: 'Endpoint URL',
          placeholder: 'http://127.0.0.1:9000',
          registration: register('url', {
            validate: (value) => value.startsWith('http') || 'Use an http URL.',
          }),
          error: formState.errors.url?.message,
          hint: 'Where the endpoint answers.',
        }}
        secrets={{
          legend: 'API key',
          rememberLabel: 'Remember the key on this device',
          rememberRegistration: register('remember'),
        }}
      >
        <input aria-label="Key" type="password" {...register('key')} />
      </ConnectFields>
      <button type="submit">Save</button>
    </form>
  );
}

it('groups the secrets under their legend with the remember checkbox, and saves what was typed', async () => {
  const user = userEvent.setup();
  const onSave = vi.fn();
  render(<Example onSave={onSave} />);
  const secrets = screen.getByRole('group', { name: 'API key' });
  expect(within(secrets).getByText(/never exported and never shown in errors/)).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: 'Endpoint URL' }), 'http://127.0.0.1:9000');
  await user.type(within(secrets).getByLabelText('Key'), 'secret-1');
  await user.click(within(secrets).getByRole('checkbox', { name: 'Remember the key on this device' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(onSave).toHaveBeenCalledTimes(1);
  expect(onSave.mock.calls[0]?.[0]).toEqual({
    url: 'http://127.0.0.1:9000',
    key: 'secret-1',
    remember: true,
  });
});

it('marks the URL invalid and shows why, and saves nothing', async () => {
  const user = userEvent.setup();
  const onSave = vi.fn();
  render(<Example onSave={onSave} />);
  const url = screen.getByRole('textbox', { name: 'Endpoint URL' });
  expect(url).toHaveAttribute('aria-invalid', 'false');
  await user.type(url, 'ftp://host');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(url).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByText('Use an http URL.')).toBeInTheDocument();
  expect(onSave).not.toHaveBeenCalled();
});
