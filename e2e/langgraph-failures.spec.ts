import { expect, test } from '@playwright/test';
import { TeamInboxPage } from './pages/team-inbox-page.ts';
import { startLangGraphServer, type LangGraphServer } from './support/langgraph-server.ts';
import { freePort } from './support/mcp-processes.ts';

let server: LangGraphServer;

test.beforeAll(async () => {
  server = await startLangGraphServer({ apiKey: 'the-right-key-1234' });
});

test.afterAll(async () => {
  await server?.stop();
});

test('a deployment that is down and a wrong key are each named, and the right key connects', async ({
  page,
}) => {
  const inbox = new TeamInboxPage(page);
  await page.goto('/');
  const down = `http://127.0.0.1:${await freePort()}`;
  await inbox.connect(down, { operator: 'Ana' });
  await expect(inbox.connectionAlert).toContainText(`Nothing answered at ${down}`);
  await inbox.open();
  await expect(inbox.alert).toContainText('Nothing answered');

  await inbox.connect(server.url, { apiKey: 'a-wrong-key-5678' });
  await expect(inbox.connectionAlert).toContainText('refused the API key (401)');
  await expect(inbox.connectionAlert).not.toContainText('a-wrong-key-5678');

  await inbox.connect(server.url, { apiKey: 'the-right-key-1234' });
  await expect(inbox.connectionStatus).toContainText('4 assistants');
  await expect(inbox.deploymentForm.getByLabel('Your name')).toHaveValue('Ana');
});
