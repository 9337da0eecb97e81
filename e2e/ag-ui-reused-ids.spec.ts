import { expect, test } from '@playwright/test';
import { AgentsPage } from './pages/agents-page.ts';
import { AuditPage } from './pages/audit-page.ts';
import { type ExampleAgent, startExampleAgent } from './support/example-agent.ts';

let agent: ExampleAgent | undefined;
test.afterEach(async () => {
  await agent?.stop();
  agent = undefined;
});

/** Approves the email with an edited subject and declines the delete, then waits for the agent's answer. */
async function answerThread(agents: AgentsPage, subject: string): Promise<void> {
  const console = agents.console;
  await console.showDecisions();
  await console.openPending('send_email');
  await console.argument('subject').fill(subject);
  await console.approveUnknownTier();
  await agents.expectStaged('send_email');
  await console.openPending('delete_file');
  await console.declineOpenCall('keep the draft');
  await expect(console.timelineCard('send_email', 'executed')).toBeVisible();
  await expect(console.timeline).toContainText('Emailed dana@example.com. The draft stays.');
}

test('the example agent, which reuses its interrupt ids in every thread, is answered in a second thread', async ({
  page,
}) => {
  agent = await startExampleAgent();
  const agents = new AgentsPage(page);
  await expect(await agents.connect(agent.url, 'example')).toContainText('Reachable: an AG-UI endpoint.');
  await agents.startThread('example', 'Answer ticket 4182.');
  await answerThread(agents, 'First thread');

  await agents.console.goTo('Agents');
  await agents.startThread('example', 'Answer ticket 4183.');
  await answerThread(agents, 'Second thread');
  await expect(agents.console.page.getByText('already answered from this browser')).toHaveCount(0);
  const audit = new AuditPage(page);
  await audit.open();
  // Each thread's approval is settled by its own thread's result, not by the other's same call id.
  await expect(audit.entries('send_email', 'First thread')).toHaveCount(1);
  await expect(audit.entries('send_email', 'Second thread')).toHaveCount(1);
  await expect(audit.entries('send_email', 'executed')).toHaveCount(2);
});
