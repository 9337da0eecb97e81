import { expect } from '@playwright/test';
import { test } from './support/ag-ui-test.ts';
import { AgentsPage } from './pages/agents-page.ts';

test('an endless run is stopped from its thread and from the header, and leaving it aborts its request', async ({
  page,
  agUiServer,
}, testInfo) => {
  const server = await agUiServer({ scenario: { kind: 'endless' } });
  const agents = new AgentsPage(page);
  const console = agents.console;
  await agents.connect(server.url, 'talker');
  const headerStop = page.getByRole('banner').getByRole('button', { name: 'Stop', exact: true });
  const threadStop = agents.threadPanel.getByRole('button', { name: 'Stop the run' });
  const startEndless = async () => {
    await console.goTo('Agents');
    await agents.startThread('talker', 'Tell me everything.');
    await console.showDecisions();
    await expect(agents.threadPanel).toContainText('Running');
    await expect(console.timeline).toContainText('still going');
    await expect.poll(() => server.openStreams()).toBe(1);
  };

  // From the thread.
  await startEndless();
  await expect(page.getByRole('status', { name: 'Agent status' })).toContainText('remote run going');
  await expect(headerStop).toBeEnabled();
  await console.screenshot(testInfo, 'endless-run');
  await threadStop.click();
  await expect.poll(() => server.openStreams()).toBe(0);
  await expect(agents.threadPanel.getByRole('alert')).toHaveText('Stopped by the operator.');
  await expect(threadStop).toHaveCount(0);
  await expect(headerStop).toBeDisabled();

  // From the header.
  await startEndless();
  await headerStop.click();
  await expect.poll(() => server.openStreams()).toBe(0);
  await expect(agents.threadPanel.getByRole('alert')).toHaveText('Stopped by the operator.');

  // A new demo takes the thread's place: its request is aborted.
  await startEndless();
  await console.startNewDemo();
  await expect.poll(() => server.openStreams()).toBe(0);

  // Disconnecting the agent aborts its thread's request.
  await startEndless();
  await console.goTo('Agents');
  await agents.agent('talker').getByRole('button', { name: 'Remove' }).click();
  await expect.poll(() => server.openStreams()).toBe(0);
});
