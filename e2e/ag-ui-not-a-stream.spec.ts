import { expect } from '@playwright/test';
import { test } from './support/ag-ui-test.ts';
import { AgentsPage } from './pages/agents-page.ts';

test('Connect refuses a web page that is not an event stream and says what came; a run answered with one says so too', async ({
  page,
  agUiServer,
}, testInfo) => {
  // A web site refusing the empty input with its own 422 page is not an agent refusing a RunAgentInput.
  const server = await agUiServer({ scenario: { kind: 'html', invalidInputStatus: 422 } });
  const agents = new AgentsPage(page);
  const entry = await agents.connect(server.url, 'website');
  await expect(entry.getByRole('alert')).toContainText(
    'is not an AG-UI run endpoint: it answered 422 with an HTML page (text/html), not an event stream.',
  );
  await expect(entry).not.toContainText('Reachable');
  await agents.console.screenshot(testInfo, 'connect-html');

  // An agent that answered at Connect, and later answers its runs with a page.
  server.setScenario({ kind: 'interrupts' });
  await expect(await agents.connect(server.url, 'support')).toContainText('Reachable: an AG-UI endpoint.');
  server.setScenario({ kind: 'html' });
  await agents.startThread('support', 'Answer ticket 4182.');
  await agents.console.showDecisions();
  const alert = agents.threadPanel.getByRole('alert');
  await expect(alert).toContainText('answered 200 with an HTML page (text/html), not an AG-UI event stream');
  await expect(alert).not.toContainText('closed before the run finished');
});
