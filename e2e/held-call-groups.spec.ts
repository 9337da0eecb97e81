import { expect, test } from '@playwright/test';
import { AuditPage } from './pages/audit-page.ts';
import { FleetPage } from './pages/fleet-page.ts';
import { startAgUiFixtureServer } from './servers/ag-ui-fixture-server.ts';

type FixtureServer = Awaited<ReturnType<typeof startAgUiFixtureServer>>;

let server: FixtureServer | undefined;
test.afterEach(async () => {
  await server?.close();
  server = undefined;
});

test('one agent’s alike calls group across its threads: the email group approved (confirmed once), the delete group declined with one reason, each thread getting its own resume', async ({
  page,
}, testInfo) => {
  server = await startAgUiFixtureServer({ scenario: { kind: 'interrupts' } });
  const fleet = new FleetPage(page);
  const console = fleet.console;
  await console.open();
  await fleet.connectAgent(server.url, 'support');
  for (const ticket of [4101, 4102, 4103]) {
    await fleet.startThread('support', `Answer ticket ${ticket}.`);
    await expect(console.timeline).toContainText('I will email the customer and remove the draft.');
  }
  await console.showDecisions();

  // The open thread's two calls are its own; the two other threads' alike calls are one group per tool.
  const held = page.getByRole('list', { name: 'In other conversations' });
  const emails = held.getByRole('region', { name: /^send_email.*2 alike calls in 2 threads/ });
  const deletes = held
    .getByRole('region', { name: /2 alike calls in 2 threads/ })
    .filter({ hasNotText: 'send_email' });
  await expect(emails).toBeVisible();
  await expect(deletes).toBeVisible();
  await expect(emails.getByRole('row')).toHaveCount(3);
  const path = testInfo.outputPath('held-call-groups.png');
  await page.getByRole('region', { name: 'Pending calls' }).screenshot({ path });
  await testInfo.attach('held-call-groups', { path, contentType: 'image/png' });

  // Every remote tool is of unknown tier: the group asks once, naming the count, then each thread stages its approval.
  await emails.getByRole('button', { name: 'Approve the group (2)' }).click();
  const confirm = emails.getByRole('group', { name: 'Confirm group approval' });
  await expect(confirm).toContainText('Approve all 2 send_email calls?');
  await confirm.getByRole('button', { name: 'Approve 2 calls' }).click();
  await expect(emails).toBeHidden();
  expect(server.runs()).toHaveLength(3);

  await deletes.getByRole('button', { name: 'Decline the group' }).click();
  await deletes.getByRole('textbox').fill('Drafts stay until the customer replies');
  await deletes.getByRole('button', { name: 'Decline 2 calls' }).click();

  // Two resumes, one a thread, each answering its own two interrupts; the open thread's calls still wait.
  await expect.poll(() => server!.runs().length).toBe(5);
  const first = new Map(
    server
      .runs()
      .slice(0, 3)
      .map((run) => [run.body!['threadId'], run.body!]),
  );
  const resumes = server
    .runs()
    .slice(3)
    .map((run) => run.body!);
  expect(new Set(resumes.map((body) => body['threadId'])).size).toBe(2);
  for (const resume of resumes) {
    expect(first.has(resume['threadId'])).toBe(true);
    expect(resume['resume']).toMatchObject([
      { interruptId: 'int_email', status: 'resolved', payload: { approved: true } },
      {
        interruptId: 'int_delete',
        status: 'resolved',
        payload: { approved: false, reason: 'Drafts stay until the customer replies' },
      },
    ]);
  }
  await expect(held).toBeHidden();
  await expect(
    page.getByRole('list', { name: 'Waiting calls, oldest first' }).locator('[data-queue-item]'),
  ).toHaveCount(2);

  // The audit log names the group each call was decided in.
  const audit = new AuditPage(page);
  await audit.open();
  await expect(audit.table.getByRole('row').filter({ hasText: 'in a group of 2' })).toHaveCount(4);
});
