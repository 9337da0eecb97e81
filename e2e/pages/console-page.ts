import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect } from '@playwright/test';
import { demoWait } from '../support/waits.ts';

/** The supervisor console, reached through the roles and names screen readers use. */
export class ConsolePage {
  constructor(readonly page: Page) {}

  /**
   * Opens the console: the live demo by default, `?fixture=support`, `?fixture=hostile` or `?bench=N`. The demo
   * streams at the instant pace unless `pace` is `human`: a journey that does not watch arguments form has no
   * reason to wait for them, and the human pace stays covered by the journeys that ask for it.
   */
  async open(query = '', { pace = 'instant' }: { readonly pace?: 'human' | 'instant' } = {}): Promise<void> {
    const params = new URLSearchParams(query);
    if (pace === 'instant') params.set('pace', 'instant');
    const search = params.toString();
    await this.page.goto(search ? `/?${search}` : '/');
    await expect(this.timeline).toBeVisible();
    // A fixture or a benchmark conversation comes in after the saved session is restored: until its title shows,
    // the console (and its meter) may still show the empty conversation it starts with.
    const startupTitle = params.has('bench')
      ? /^Benchmark: /
      : { support: /^Duplicate charge on INV-20931/, hostile: /^Hostile payloads / }[
          params.get('fixture') ?? ''
        ];
    if (startupTitle) await expect(this.page.getByRole('heading', { level: 1 })).toHaveText(startupTitle);
  }

  get screens(): Locator {
    return this.page.getByRole('navigation', { name: 'Screens' });
  }

  /** The names of every screen the navigation offers, in order, whether or not they are folded into the menu. */
  async screenNames(): Promise<string[]> {
    return (await this.screens.getByRole('listitem', { includeHidden: true }).allTextContents()).map((name) =>
      name.trim(),
    );
  }

  /** Opens a screen through the navigation, unfolding its menu first on a narrow window. */
  async goTo(name: string): Promise<void> {
    const menu = this.screens.getByRole('button', { name: /^Menu/ });
    const entry = this.screens.getByRole('button', { name, exact: true });
    // A click that lands while the page lays itself out again can miss its button; opening a screen twice is
    // harmless, so the click is made again until the screen is the current one.
    await expect(async () => {
      if ((await menu.isVisible()) && !(await entry.isVisible())) await menu.click();
      await entry.click();
      await expect(
        this.screens.getByRole('button', { name, exact: true, includeHidden: true }),
      ).toHaveAttribute('aria-current', 'page', { timeout: 10_000 });
    }).toPass();
  }

  /**
   * Waits until the open screen has read what it shows: no "Reading…" or "Loading…" placeholder stands in its main
   * region any more. Screens read IndexedDB (and load chunks) when they open; this is the state they settle in.
   */
  async expectScreenRead(): Promise<void> {
    await expect(this.page.getByRole('main').first()).toBeVisible();
    await expect(
      this.page.getByRole('main').filter({ hasText: /\b(?:Reading|Loading)\b[^…]*…/ }),
    ).toHaveCount(0);
  }

  /** On a narrow window, the switch between the conversation and the decisions; hidden on a wide one. */
  panelSwitch(name: 'Conversation' | 'Decisions'): Locator {
    return this.page
      .getByRole('group', { name: 'Console panel' })
      .getByRole('button', { name: new RegExp(`^${name}`) });
  }

  /** Shows the pending calls and the review, switching panels when the window is too narrow for both. */
  async showDecisions(): Promise<void> {
    if (await this.panelSwitch('Decisions').isVisible()) await this.panelSwitch('Decisions').click();
    await expect(this.pendingCalls).toBeVisible();
  }

  get timeline(): Locator {
    return this.page.getByRole('region', { name: 'Timeline' });
  }

  get pendingCalls(): Locator {
    return this.page.getByRole('region', { name: 'Pending calls' });
  }

  get review(): Locator {
    return this.page.getByRole('region', { name: 'Review' });
  }

  get context(): Locator {
    return this.page.getByRole('region', { name: 'Context' });
  }

  /** The effective token total the Context region shows, as a number. */
  async contextTotal(): Promise<number> {
    const text = await this.context.getByTestId('context-total').innerText();
    return Number(text.replace(/[^\d]/g, ''));
  }

  /** Waits until the meter has counted (a number above zero, no recount under way) and returns the total. */
  async settledContextTotal(): Promise<number> {
    // The region is aria-busy while any part is still being counted; the "recounting…" label only shows
    // after a delay, so it cannot tell a finished count from one that has not been flagged yet.
    await expect.poll(() => this.contextTotal()).toBeGreaterThan(0);
    await expect(this.context).toHaveAttribute('aria-busy', 'false');
    return this.contextTotal();
  }

  /**
   * Tells whether the argument and feedback drafts stored in IndexedDB contain `text`: a journey waits for a
   * draft to be written before it reloads, instead of guessing how long a write takes.
   */
  async storedDraftsContain(text: string): Promise<boolean> {
    return this.page.evaluate(
      (wanted) =>
        new Promise<boolean>((resolve) => {
          const request = indexedDB.open('toolgate');
          request.onerror = () => resolve(false);
          request.onsuccess = () => {
            const db = request.result;
            const names = ['argumentDrafts', 'callFeedbackDrafts'].filter((name) =>
              db.objectStoreNames.contains(name),
            );
            if (names.length === 0) {
              db.close();
              resolve(false);
              return;
            }
            const transaction = db.transaction(names, 'readonly');
            const reads = names.map((name) => transaction.objectStore(name).getAll());
            transaction.oncomplete = () => {
              db.close();
              resolve(reads.some((read) => JSON.stringify(read.result).includes(wanted)));
            };
            transaction.onerror = () => {
              db.close();
              resolve(false);
            };
          };
        }),
      text,
    );
  }

  /** A tool call card in the timeline, named "<tool> <status>". */
  timelineCard(tool: string, status: string): Locator {
    return this.timeline.getByRole('article', { name: `${tool} ${status}`, exact: true });
  }

  /** The card of the call open for review. */
  reviewCard(tool: string, status: string): Locator {
    return this.review.getByRole('article', { name: `${tool} ${status}`, exact: true });
  }

  /**
   * A waiting call of the open conversation in the pending queue (its name goes on with its tier or summary);
   * a call of another conversation is named "<tool> in <thread>" and is {@link heldPendingItem}.
   */
  pendingItem(tool: string): Locator {
    return this.pendingCalls.getByRole('button', { name: new RegExp(`^${tool}[,:]`) }).first();
  }

  /** A waiting call of another attached conversation, listed under "In other conversations". */
  heldPendingItem(tool: string): Locator {
    return this.pendingCalls
      .getByRole('list', { name: 'In other conversations' })
      .getByRole('button', { name: new RegExp(`^${tool} in `) })
      .first();
  }

  /**
   * Waits until the live demo has settled: its turn waits for the operator on `send_email`, so no request to any
   * model is under way or about to start. A journey that connects a provider waits for this first, or the demo's
   * next turn could go to that provider in the middle of the journey.
   */
  async demoSettled(): Promise<void> {
    await expect(this.pendingItem('send_email')).toBeVisible({ timeout: demoWait });
  }

  /** An argument field of the open call, labelled by its key. */
  argument(key: string): Locator {
    return this.review.getByLabel(key, { exact: true });
  }

  /** The dialog that asks before a destructive call is approved. */
  get approvalConfirmation(): Locator {
    return this.page.getByRole('dialog', { name: 'Confirm approval' });
  }

  /**
   * Approves the open call of a remote tool nobody has given a tier: its tier is unknown, handled like
   * destructive, so the approval asks for the confirmation first, which this gives.
   */
  async approveUnknownTier(): Promise<void> {
    await this.button('Approve').click();
    await expect(this.approvalConfirmation).toContainText('unknown tier');
    await this.approvalConfirmation.getByRole('button', { name: /^Approve/ }).click();
    await expect(this.approvalConfirmation).toBeHidden();
  }

  button(name: string): Locator {
    return this.review.getByRole('button', { name, exact: true });
  }

  async openPending(tool: string): Promise<void> {
    await expect(this.pendingItem(tool)).toBeVisible({ timeout: demoWait });
    await this.pendingItem(tool).click();
    await expect(this.reviewCard(tool, 'pending')).toBeVisible();
  }

  /** Opens a call from its card in the timeline (to read a result the review has moved on from). */
  async openFromTimeline(tool: string, status: string): Promise<void> {
    const card = this.timelineCard(tool, status).last();
    await expect(card).toBeVisible({ timeout: demoWait });
    await card.getByRole('button', { name: /^(Details|Review)$/ }).click();
    await expect(this.reviewCard(tool, status)).toBeVisible();
  }

  async declineOpenCall(reason: string): Promise<void> {
    await this.button('Decline').click();
    await this.review.getByLabel(/Reason/).fill(reason);
    await this.button('Confirm decline').click();
  }

  /** Starts the demo afresh through New demo, confirming that the conversation may go. */
  async startNewDemo(): Promise<void> {
    await this.page.getByRole('button', { name: 'New demo' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Start the demo again?' });
    await dialog.getByRole('button', { name: 'Start the demo again' }).click();
    await expect(dialog).toBeHidden();
  }

  /** What the card says about who decided the call: the rule, the tier or the operator. */
  ruleExplanation(card: Locator): Locator {
    return card.getByTestId('rule-explanation');
  }

  /** Saves a full-page screenshot into the test's output folder and attaches it to the report. */
  async screenshot(testInfo: TestInfo, name: string): Promise<void> {
    const path = testInfo.outputPath(`${name}.png`);
    await this.page.screenshot({ path, fullPage: true });
    await testInfo.attach(name, { path, contentType: 'image/png' });
  }
}
