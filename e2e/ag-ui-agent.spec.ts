import { expect } from '@playwright/test';
import { test } from './support/ag-ui-test.ts';
import { AgentsPage } from './pages/agents-page.ts';
import { startAgUiFixtureServer } from './servers/ag-ui-fixture-server.ts';
import { storedCallStatus, storedMessagesContain } from './support/stored-conversation.ts';

test('two calls, two interrupts: edit and approve one, decline the other, one resume, results shown', async ({
  page,
  agUiServer,
}) => {
  const server = await agUiServer({ scenario: { kind: 'interrupts' } });
  const agents = new AgentsPage(page);
  const entry = await agents.connect(server.url, 'support', { Authorization: 'Bearer fixture-token-123' });
  await expect(entry).toContainText('Reachable: an AG-UI endpoint.');
  // The entry names the header it sends and where its value is kept, never the value.
  await expect(entry).toContainText("Sends Authorization, kept for this tab's session");
  await expect(entry).not.toContainText('fixture-token-123');
  await agents.startThread('support', 'Answer ticket 4182.');
  const console = agents.console;
  await expect(console.timeline).toContainText('I will email the customer and remove the draft.');
  await console.showDecisions();
  await expect(console.pendingCalls).toContainText('From AG-UI');
  await console.openPending('send_email');
  await expect(agents.agentRequest).toContainText('Send this email?');
  await expect(agents.agentRequest.getByRole('timer')).toContainText('expires in');
  await console.argument('to').fill('dana@example.org');
  await console.approveUnknownTier();
  await agents.expectStaged('send_email');
  await expect(console.reviewCard('delete_file', 'pending')).toBeVisible();
  await expect(agents.composerLock).toContainText("Decide the agent's 2 open requests first (1 decided)");
  expect(server.runs()).toHaveLength(1);

  await console.openPending('delete_file');
  await expect(console.review).toContainText('Read-only: the agent does not accept edited arguments');
  await console.declineOpenCall('keep the draft');

  await expect(console.timelineCard('send_email', 'executed')).toBeVisible();
  await expect(console.timeline).toContainText('Emailed dana@example.org. The draft stays.');
  const runs = server.runs();
  expect(runs).toHaveLength(2);
  const [first, resume] = runs.map((request) => request.body!);
  expect(resume!.threadId).toBe(first!.threadId);
  expect(resume!.runId).not.toBe(first!.runId);
  expect(resume!.resume).toEqual([
    {
      interruptId: 'int_email',
      status: 'resolved',
      payload: {
        approved: true,
        editedArgs: { to: 'dana@example.org', subject: 'Your refund', body: 'Hello Dana' },
      },
    },
    { interruptId: 'int_delete', status: 'resolved', payload: { approved: false, reason: 'keep the draft' } },
  ]);
  expect(runs[0]!.headers.authorization).toBe('Bearer fixture-token-123');
  await expect(agents.threadPanel).toContainText('"status": "answered"');
  await expect(agents.composerLock).toHaveCount(0);
});

test('an expired interrupt cannot be approved and is answered as cancelled', async ({ page, agUiServer }) => {
  const server = await agUiServer({ scenario: { kind: 'interrupts', expiresInMs: 6_000 } });
  const agents = new AgentsPage(page);
  await agents.connect(server.url, 'support');
  await agents.startThread('support', 'Answer ticket 4182.');
  await agents.console.showDecisions();
  await agents.console.openPending('send_email');
  await expect(agents.agentRequest.getByRole('timer')).toHaveText('expired');
  await expect(agents.console.button('Approve')).toBeDisabled();
  await expect(agents.console.review).toContainText('its request expired');
  await agents.console.openPending('delete_file');
  await agents.console.declineOpenCall('not now');
  await expect.poll(() => server.runs().length).toBe(2);
  expect(server.runs()[1]!.body!.resume).toEqual([
    { interruptId: 'int_email', status: 'cancelled' },
    { interruptId: 'int_delete', status: 'resolved', payload: { approved: false, reason: 'not now' } },
  ]);
});

test('RUN_ERROR, a server killed mid-stream and missing CORS headers each say what happened and keep what arrived', async ({
  page,
  agUiServer,
}) => {
  const server = await agUiServer({ scenario: { kind: 'run-error' } });
  const agents = new AgentsPage(page);
  await agents.connect(server.url, 'flaky');
  await agents.startThread('flaky', 'Look up order 7.');
  await agents.console.showDecisions();
  await expect(agents.threadPanel.getByRole('alert')).toHaveText('The model provider is overloaded (529).');
  await expect(agents.console.timeline).toContainText('Looking up the order');

  server.setScenario({ kind: 'die-mid-stream' });
  await agents.console.goTo('Agents');
  await agents.startThread('flaky', 'Answer ticket 4182.');
  await agents.console.showDecisions();
  await expect(agents.threadPanel.getByRole('alert')).toContainText('closed before the run finished');
  await expect(agents.console.timeline).toContainText('I will email the customer and remove the draft.');
  // Connecting another agent opens the app anew: the open thread is saved first, so the reload opens it again.
  await expect
    .poll(() => storedMessagesContain(page, 'I will email the customer and remove the draft.'))
    .toBe(true);

  const blocked = await startAgUiFixtureServer({ scenario: { kind: 'interrupts' }, cors: false });
  try {
    const entry = await agents.connect(blocked.url, 'nocors', { 'X-Team': 'support-team-token' });
    await expect(entry.getByRole('alert')).toContainText('CORS headers do not let this page');
    await expect(entry.getByRole('alert')).toContainText(
      'Access-Control-Allow-Headers: Content-Type, Accept, X-Team',
    );
    await expect(entry.getByRole('alert')).not.toContainText('support-team-token');
  } finally {
    await blocked.close();
  }
});

test('a reload with one decision staged loses nothing and sends nothing twice', async ({
  page,
  agUiServer,
}) => {
  const server = await agUiServer({ scenario: { kind: 'interrupts' } });
  const agents = new AgentsPage(page);
  await agents.connect(server.url, 'support');
  await agents.startThread('support', 'Answer ticket 4182.');
  await agents.console.showDecisions();
  await agents.console.openPending('send_email');
  await agents.console.argument('subject').fill('Your refund is on its way');
  await agents.console.approveUnknownTier();
  await agents.expectStaged('send_email');
  await expect.poll(() => storedMessagesContain(page, '"staged"')).toBe(true);
  await page.reload();
  await agents.console.showDecisions();
  await agents.console.openPending('send_email');
  await expect(agents.stagedDecision).toContainText('Approval staged by operator');
  expect(server.runs()).toHaveLength(1);
  await agents.console.openPending('delete_file');
  await agents.console.declineOpenCall('keep it');
  await expect(agents.console.timelineCard('send_email', 'executed')).toBeVisible();
  const runs = server.runs();
  expect(runs).toHaveLength(2);
  expect(runs[1]!.body!.resume).toMatchObject([
    {
      interruptId: 'int_email',
      payload: { approved: true, editedArgs: { subject: 'Your refund is on its way' } },
    },
    { interruptId: 'int_delete', payload: { approved: false } },
  ]);
  // Saved after a short quiet time, as every conversation is.
  await expect.poll(() => storedCallStatus(page, 'send_email')).toBe('executed');
  await page.reload();
  await agents.console.showDecisions();
  await expect(agents.console.timelineCard('send_email', 'executed')).toBeVisible();
  // The reload sent nothing again: the next request the server sees is the operator's new message, a plain run.
  await agents.messageThread('Thanks, that is all.');
  await expect.poll(() => server.runs().length).toBe(3);
  expect(server.runs()[2]!.body!.resume).toBeUndefined();
  expect(JSON.stringify(server.runs()[2]!.body!.messages)).toContain('Thanks, that is all.');
});

test('a resume a reload cut off is shown as perhaps sent and is sent again only on Retry', async ({
  page,
  agUiServer,
}, testInfo) => {
  const server = await agUiServer({ scenario: { kind: 'interrupts' } });
  const agents = new AgentsPage(page);
  await agents.connect(server.url, 'support');
  await agents.startThread('support', 'Answer ticket 4182.');
  await agents.console.showDecisions();
  await agents.console.openPending('send_email');
  await agents.console.approveUnknownTier();
  await agents.expectStaged('send_email');
  server.holdResumes(true);
  await agents.console.openPending('delete_file');
  await agents.console.declineOpenCall('keep it');
  await expect.poll(() => server.runs().length).toBe(2);
  await page.reload();
  await agents.console.showDecisions();
  const alert = agents.threadPanel.getByRole('alert');
  await expect(alert).toContainText('may have been sent');
  await expect(agents.composerLock).toContainText('may have been sent before the reload');
  // Nothing runs here while the answer's delivery is in doubt: the card says so rather than tick.
  await expect(agents.console.timelineCard('send_email', 'executing')).toContainText(
    'executing· perhaps sent',
  );
  await agents.console.screenshot(testInfo, 'resume-unconfirmed');
  expect(server.runs()).toHaveLength(2);
  server.holdResumes(false);
  await alert.getByRole('button', { name: 'Retry sending' }).click();
  await expect(agents.console.timelineCard('send_email', 'executed')).toBeVisible();
  const runs = server.runs();
  expect(runs).toHaveLength(3);
  expect(runs[2]!.body).toEqual(runs[1]!.body);
  await expect(alert).toHaveCount(0);
});

test('a header kept for one tab is named as missing in a new tab, while the tab that has it says where it is kept', async ({
  page,
  agUiServer,
}) => {
  const server = await agUiServer({ scenario: { kind: 'interrupts' } });
  const agents = new AgentsPage(page);
  await agents.connect(server.url, 'support', { Authorization: 'Bearer fixture-token-123' });
  const other = new AgentsPage(await page.context().newPage());
  await other.console.open();
  await other.console.goTo('Agents');
  await expect(other.agent('support')).toContainText(
    "Authorization was kept for a tab's session that has ended: its requests go without it.",
  );
  // This tab still has it.
  await expect(agents.agent('support')).toContainText("Sends Authorization, kept for this tab's session");
});
