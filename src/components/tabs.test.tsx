// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, expect, it } from 'vitest';
import { Tabs } from './tabs.tsx';

afterEach(cleanup);

function Example() {
  const [selected, setSelected] = useState('output');
  return (
    <Tabs
      label="Result"
      selectedId={selected}
      onSelect={setSelected}
      items={[
        { id: 'output', label: 'Output', content: 'the output' },
        { id: 'error', label: 'Error', content: 'the error' },
      ]}
    />
  );
}

it('moves between tabs with the arrow keys and shows the selected panel', async () => {
  const user = userEvent.setup();
  render(<Example />);
  expect(screen.getByRole('tabpanel')).toHaveTextContent('the output');
  await user.click(screen.getByRole('tab', { name: 'Output' }));
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Error' })).toHaveFocus();
  expect(screen.getByRole('tab', { name: 'Error' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel', { name: 'Error' })).toHaveTextContent('the error');
});
