import { expect, test } from '@playwright/test';
import assistants from '../src/sources/langgraph/__fixtures__/assistants-search.json' with { type: 'json' };
import { ConsolePage } from './pages/console-page.ts';
import { TeamInboxPage } from './pages/team-inbox-page.ts';
import type { Thread } from './support/langgraph-fixture-routes.ts';
import { interruptedThreads, serveDeployment } from './support/langgraph-fixture-routes.ts';
import {
  expectFits,
  expectReadsInEachScheme,
  expectTimelineRowsMeet,
  screenSizes,
} from './support/layout-checks.ts';

// Nothing listens on these ports: the page's routes answer, or refuse, every request.
const withItems = 'http://127.0.0.1:9';
const empty = 'http://127.0.0.1:10';
const down = 'http://127.0.0.1:11';

const hostileName = '<img src=x onerror="window.__pwned=1">Ops\u202Eevil';
const longPath = `/reports/${'quarter-'.repeat(40)}summary.md`;

/** Six threads of both forms; the middleware one proposes a very long path, one assistant has a hostile name. */
function threads(): readonly Thread[] {
  const [first, second, ...rest] = interruptedThreads(6);
  const text = JSON.stringify(second).replaceAll('customer', `customer-${'x'.repeat(60)}`);
  return [first!, JSON.parse(text.replaceAll('/reports/week-4.md', longPath)) as Thread, ...rest];
}

for (const size of screenSizes) {
  test(`the team inbox and a thread in review fit a ${size.name} window, light and dark`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    const tag = size.name;
    const seeded = threads();
    const hostileAssistants = assistants.map((assistant) =>
      assistant.graph_id === 'inbox' ? { ...assistant, name: hostileName } : assistant,
    );
    await serveDeployment(page, withItems, seeded, { assistantList: hostileAssistants });
    await serveDeployment(page, empty, []);
    await page.route(`${down}/**`, (route) => route.abort('connectionrefused'));
    const inbox = new TeamInboxPage(page);
    const console = new ConsolePage(page);
    await console.open();

    // Connected, with items: hostile names are text, long values are cut, not pushed off the window.
    await inbox.connect(withItems, { operator: 'Ana' });
    await expect(inbox.connectionStatus).toContainText('3 assistants');
    await inbox.open();
    await expect(inbox.items).toHaveCount(seeded.length);
    await expect(inbox.list).toContainText('<img src=x onerror=');
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(inbox.list.locator('img')).toHaveCount(0);
    await expect(inbox.list).toContainText('Ops[U+202E]evil');
    await expect(inbox.list.getByRole('button', { name: 'Review' }).first()).toBeInViewport({ ratio: 1 });
    await expectFits(page, `the inbox with items (${tag})`);
    await expectReadsInEachScheme(page, testInfo, `inbox-items-${tag}`, `the inbox with items (${tag})`);

    // A remote thread open in review: its decision bar on screen, the thread named beside it.
    const reviewed = seeded[1]!;
    await inbox.review(reviewed.thread_id);
    await console.showDecisions();
    await expect(inbox.threadPanel).toContainText(reviewed.thread_id);
    const bar = console.review.getByRole('group', { name: 'Approve or decline' });
    await expect(bar.getByRole('button', { name: 'Approve', exact: true })).toBeVisible();
    await expectFits(page, `a thread in review (${tag})`);
    if (size.width >= 1024) await expectTimelineRowsMeet(page, `a thread in review (${tag})`);
    await expectReadsInEachScheme(page, testInfo, `thread-review-${tag}`, `a thread in review (${tag})`);

    // Empty.
    await inbox.connect(empty);
    await expect(inbox.connectionStatus).toContainText('3 assistants');
    await inbox.open();
    await expect(page.getByRole('main')).toContainText('Nothing waiting');
    await expectFits(page, `the empty inbox (${tag})`);
    await expectReadsInEachScheme(page, testInfo, `inbox-empty-${tag}`, `the empty inbox (${tag})`);

    // Failure: the deployment does not answer.
    await inbox.connect(down);
    await expect(inbox.connectionAlert).toContainText('Nothing answered');
    await inbox.open();
    await expect(inbox.alert).toContainText('Nothing answered');
    await expectFits(page, `the failing inbox (${tag})`);
    await expectReadsInEachScheme(page, testInfo, `inbox-failure-${tag}`, `the failing inbox (${tag})`);
  });
}
