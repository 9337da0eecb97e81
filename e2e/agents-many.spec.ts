import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { AgentsPage } from './pages/agents-page.ts';
import { startAgUiFixtureServer } from './servers/ag-ui-fixture-server.ts';
import { expectFits, expectReadsInEachScheme, screenSizes } from './support/layout-checks.ts';

type FixtureServer = Awaited<ReturnType<typeof startAgUiFixtureServer>>;

let server: FixtureServer | undefined;
test.afterEach(async () => {
  await server?.close();
  server = undefined;
});

const count = 60;

/** Connects `count` agents (all at the fixture server) the way a reload finds them: kept on this device. */
async function seedAgents(page: Page, url: string): Promise<void> {
  const agents = Array.from({ length: count }, (_, n) => ({
    id: `agent_${n}`,
    name: `agent-${n}`,
    url: `${url}?agent=${n}`,
    headerNames: [],
    rememberHeaders: false,
    createdAt: n,
  }));
  await page.evaluate((value) => localStorage.setItem('toolgate.agui.agents', value), JSON.stringify(agents));
}

/** Whether the centre of `field` is the field itself (or inside it): nothing covers it. */
function uncovered(page: Page, label: string): Promise<boolean> {
  return page.getByLabel(label, { exact: true }).evaluate((field) => {
    const box = field.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && (top === field || field.contains(top));
  });
}

for (const size of screenSizes) {
  test(`sixty agents on a ${size.name}: the list mounts what is in view, finds one by name, keeps a draft out of view, and starts its thread`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    server = await startAgUiFixtureServer({ scenario: { kind: 'interrupts' } });
    const agents = new AgentsPage(page);
    await agents.console.open();
    await seedAgents(page, server.url);
    await agents.console.open();
    await agents.console.goTo('Agents');
    const list = page.getByRole('list', { name: 'Connected agents' });
    const items = list.locator(':scope > li');
    await expect(agents.agent('agent-0')).toBeVisible();
    await expect(page.getByText(`${count} agents`, { exact: true })).toBeVisible();
    expect(await items.count()).toBeLessThan(count / 2);
    await expect(items.first()).toHaveAttribute('aria-setsize', String(count));
    await expectFits(page, `the Agents screen with ${count} agents (${size.name})`);
    await expectReadsInEachScheme(
      page,
      testInfo,
      `agents-${count}-${size.name}`,
      `the Agents screen (${size.name})`,
    );

    const find = page.getByRole('searchbox', { name: 'Find an agent' });
    await find.fill('agent-47');
    await expect(items).toHaveCount(1);
    await expect(page.getByText(`1 of ${count} agents`)).toBeVisible();
    await page.getByLabel('First message to agent-47', { exact: true }).fill('Close ticket 4182.');
    expect(await uncovered(page, 'First message to agent-47')).toBe(true);

    // Out of view and back: the list holds other agents meanwhile, and the draft is kept.
    await find.fill('');
    await expect(agents.agent('agent-47')).toHaveCount(0);
    await page.locator('[data-agent-scroll]').evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
    await expect(agents.agent(`agent-${count - 1}`)).toBeVisible();
    await find.fill('agent-47');
    const field = page.getByLabel('First message to agent-47', { exact: true });
    await expect(field).toHaveValue('Close ticket 4182.');
    await field.scrollIntoViewIfNeeded();
    expect(await uncovered(page, 'First message to agent-47')).toBe(true);

    await agents.agent('agent-47').getByRole('button', { name: 'Start a thread' }).click();
    await expect(agents.console.timeline).toContainText('I will email the customer and remove the draft.');
    // One run, with the message written to agent-47 while it was out of view.
    expect(server.runs()).toHaveLength(1);
    expect(JSON.stringify(server.runs()[0]?.body?.messages)).toContain('Close ticket 4182.');
  });
}
