import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { FleetPage } from '../e2e/pages/fleet-page.ts';

/**
 * Records, in the page, the time from each Enter (the key that decides) to the review showing another call. A
 * decision after which the review stays (the last call of the open thread) is not counted: the next key ends
 * the wait for it.
 */
export async function recordKeyToReview(page: Page): Promise<void> {
  await page.evaluate(() => {
    const latencies: number[] = [];
    (window as unknown as { __keyToReview: number[] }).__keyToReview = latencies;
    const reviewed = () =>
      document.querySelector<HTMLElement>('[data-reviewed-call]')?.dataset['reviewedCall'] ?? undefined;
    let keys = 0;
    window.addEventListener(
      'keydown',
      (event) => {
        keys += 1;
        if (event.key !== 'Enter') return;
        const key = keys;
        const before = reviewed();
        const started = performance.now();
        const look = () => {
          if (keys !== key) return;
          const now = reviewed();
          const confirming = document.querySelector('[role="group"][aria-label="Confirm approval"]');
          if (now !== undefined && now !== before && !confirming) latencies.push(performance.now() - started);
          else requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      },
      { capture: true },
    );
  });
}

/** The latencies {@link recordKeyToReview} recorded. */
export function keyToReviewLatencies(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { __keyToReview: number[] }).__keyToReview);
}

/** The focused queue item: its name, call and thread (none for the open conversation's), or undefined. */
function focusedItem(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!(active instanceof HTMLElement) || !active.hasAttribute('data-queue-item')) return undefined;
    return {
      label: active.getAttribute('aria-label') ?? '',
      callId: active.dataset['callId'] ?? '',
      conversationId: active.dataset['conversationId'],
    };
  });
}

/** Waits, in the page at each frame, until `done` holds of the document (no deadline of its own). */
function waitInPage(page: Page, done: (argument: string) => boolean, argument: string): Promise<unknown> {
  return page.waitForFunction(done, argument, { polling: 'raf', timeout: 0 });
}

// A CSS locator, not role queries: over a thousand decisions, role queries on a page holding a hundred threads
// take seconds of the page's own main thread, which the key-to-review figures would count as the console's.
const confirmOf = (page: Page) =>
  page.locator('dialog[open][aria-label="Confirm approval"], [role="group"][aria-label="Confirm approval"]');

/**
 * Decides the whole backlog by keyboard, the way an operator would, and counts the keys: `one-by-one` approves
 * each call with a (Enter confirms: every remote tool is of unknown tier) wherever it waits; `groups` opens each
 * thread (Enter on its call) and approves each group of alike calls with g, a call alone with a. Both walk past
 * decided calls with j / k. Returns the calls (or groups) approved and the keys pressed.
 */
export async function decideBacklog(
  page: Page,
  fleet: FleetPage,
  mode: 'one-by-one' | 'groups',
  calls: number,
): Promise<{ readonly approvals: number; readonly keys: number }> {
  const confirm = confirmOf(page);
  let keys = 0;
  let approvals = 0;
  const press = async (key: string) => {
    keys += 1;
    await page.keyboard.press(key);
  };
  let direction: 'j' | 'k' = 'j';
  for (let step = 0; step < calls * 4 && (await fleet.queueItems.count()) > 0; step++) {
    const focused = await focusedItem(page);
    if (process.env.TOOLGATE_FLEET_TRACE)
      console.log(`${mode} ${step} ${keys}: ${focused?.label ?? '(none)'}`);
    if (focused === undefined || /staged/.test(focused.label)) {
      // Past the last call still to decide, the operator walks back up with k.
      await press(direction);
      if ((await focusedItem(page))?.label === focused?.label) direction = direction === 'j' ? 'k' : 'j';
      continue;
    }
    const held = focused.conversationId !== undefined;
    if (held && mode === 'groups') {
      // Opens the thread, where its alike calls are grouped, and moves to its first call.
      await press('Enter');
      await waitInPage(
        page,
        (callId) =>
          document.querySelector(
            `[data-queue-item][data-call-id="${CSS.escape(callId)}"]:not([data-conversation-id])`,
          ) !== null,
        focused.callId,
      );
      await press('j');
      continue;
    }
    await press(held || mode === 'one-by-one' ? 'a' : 'g');
    await expect(confirm).toBeVisible();
    await press('Enter');
    await expect(confirm).toBeHidden();
    approvals += 1;
    if (held)
      await waitInPage(
        page,
        (before) => {
          if (!document.querySelector('[data-queue-item]')) return true;
          const active = document.activeElement;
          return (
            (active?.hasAttribute('data-queue-item') ? active.getAttribute('aria-label') : '') !== before
          );
        },
        focused.label,
      );
    else
      await waitInPage(
        page,
        (callId) => {
          const item = document.querySelector(
            `[data-queue-item][data-call-id="${CSS.escape(callId)}"]:not([data-conversation-id])`,
          );
          return item === null || /staged/.test(item.getAttribute('aria-label') ?? '');
        },
        focused.callId,
      );
  }
  return { approvals, keys };
}
