import { expect, test } from '@playwright/test';
import { AuditPage } from './pages/audit-page.ts';
import { CallGroupPanel } from './pages/call-group-panel.ts';
import { ConsolePage } from './pages/console-page.ts';
import { SettingsPage } from './pages/settings-page.ts';
import { expectFits } from './support/layout-checks.ts';
import { startMockProviderServer } from './support/mock-provider-server.ts';
import { readStoredRecord } from './support/stored-records.ts';

const ticketIds = [5001, 5002, 5003, 5004, 5005];

for (const size of [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const) {
  test(`at ${size.width} × ${size.height} five alike update_record calls are one group: a field set for all, the group approved, each ran once with it, the call taken out still waits (approved by ${size.name === 'desktop' ? 'its button' : 'g'})`, async ({
    page,
  }, testInfo) => {
    const server = await startMockProviderServer([
      {
        text: 'Reopening the five tickets.',
        calls: ticketIds.map((id) => ({
          id: `call_${id}`,
          name: 'update_record',
          args: {
            model: 'ticket',
            id,
            values: { status: 'open', internal_note: 'Reopened by the triage bot' },
          },
        })),
      },
      { text: 'All done.' },
    ]);
    try {
      const console = new ConsolePage(page);
      const group = new CallGroupPanel(page, 'update_record');
      // Connected at the desktop size, where Settings is in the navigation; the group is looked at at each size.
      await console.open();
      await console.demoSettled();
      await new SettingsPage(page).connect({
        provider: 'openai-chat',
        baseUrl: `${server.origin}/v1`,
        apiKey: 'sk-e2e-groups',
        model: 'mock-model',
      });
      await page.setViewportSize({ width: size.width, height: size.height });
      const before = await readStoredRecord(page, 'ticket', 5005);
      if (await console.panelSwitch('Conversation').isVisible())
        await console.panelSwitch('Conversation').click();
      await page.getByLabel('Message to the agent').fill('Reopen tickets 5001 to 5005.');
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      await console.showDecisions();

      // One table, one row a call, one column for the argument that differs.
      await expect(group.region(5)).toBeVisible();
      expect(await group.columns(5)).toEqual(['Call', 'id', 'Standing', 'Take out']);
      await expect(group.table(5).getByRole('row')).toHaveCount(6);

      await group.takeOut(5, 5);
      const form = await group.fillFieldForAll(4, 'values.status', 'solved');
      const field = form.getByLabel('New value for all');
      await expect(field).toBeFocused();
      // Nothing covers the field being edited, and nothing scrolls sideways.
      const bar = console.review.getByRole('group', { name: 'Approve or decline' });
      await expect
        .poll(async () => {
          const [a, b] = await Promise.all([field.boundingBox(), bar.boundingBox()]);
          if (!a) return 'field not on screen';
          if (a.y < 0 || a.y + a.height > size.height) return 'field off the window';
          if (b && a.y < b.y + b.height && b.y < a.y + a.height) return 'field under the decision bar';
          return 'clear';
        })
        .toBe('clear');
      await expectFits(page, `the group table at ${size.name}`);
      await console.screenshot(testInfo, `group-table-${size.name}`);

      await group.applyFieldForAll(4);
      await expect(group.table(4).getByRole('cell', { name: '"solved"' })).toHaveCount(4);
      await expect(group.approveButton(4)).toHaveText('Approve the group (4)');
      // By its button on a desktop, by the keyboard (g on one of its calls) on a phone.
      if (size.name === 'desktop') await group.approveButton(4).click();
      else await group.approveByKey(4);

      // Each of the four ran once, with the field set for all; the one taken out still waits, unchanged.
      for (const id of ticketIds.slice(0, 4))
        await expect
          .poll(async () => (await readStoredRecord(page, 'ticket', id))?.['status'])
          .toBe('solved');
      await expect(console.pendingItem('update_record')).toBeVisible();
      await expect(group.region(4)).toBeHidden();
      expect(await readStoredRecord(page, 'ticket', 5005)).toEqual(before);
      const receipts = await page.evaluate(
        () =>
          new Promise<number>((resolve, reject) => {
            const open = indexedDB.open('toolgate-tools');
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const count = open.result.transaction('receipts').objectStore('receipts').count();
              count.onsuccess = () => resolve(count.result);
            };
          }),
      );
      // The demo's own turn before ran none of these tools: four receipts, one per call.
      expect(receipts).toBe(4);
      await console.screenshot(testInfo, `group-approved-${size.name}`);
      if (await console.panelSwitch('Conversation').isVisible())
        await console.panelSwitch('Conversation').click();
      await expect(
        console.timeline.getByRole('article', { name: 'update_record executed', exact: true }),
      ).toHaveCount(4);
      await expect(console.timelineCard('update_record', 'pending')).toHaveCount(1);

      const audit = new AuditPage(page);
      await audit.open();
      await expect(audit.entries('update_record', 'in a group of 4')).toHaveCount(4);
    } finally {
      await server.close();
    }
  });
}
