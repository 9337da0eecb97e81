import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { AuditPage } from './pages/audit-page.ts';
import { ConsolePage } from './pages/console-page.ts';
import { SettingsPage } from './pages/settings-page.ts';
import { startMockProviderServer } from './support/mock-provider-server.ts';
import { referencePromptTokens } from './support/reference-prompt-tokens.ts';

// What the provider bills beyond the reference count: a hidden prompt of its own, say.
const hidden = 13;

const figure = (text: string) => Number(text.replace(/[^\d]/g, ''));

test('the meter predicts what the provider bills, line by line, and shows the prediction beside the bill', async ({
  page,
}) => {
  const server = await startMockProviderServer(
    [
      { text: 'Refunds take five working days.' },
      {
        text: 'I will tell her.',
        calls: [
          {
            id: 'call_mail_1',
            name: 'send_email',
            args: { to: 'dana.whitfield@example.com', subject: 'Your refund', body: 'Five working days.' },
          },
        ],
      },
      { text: 'The email is on its way.' },
    ],
    { promptTokens: (body) => referencePromptTokens(body) + hidden },
  );
  try {
    const console = new ConsolePage(page);
    await console.open();
    await console.demoSettled();
    await new SettingsPage(page).connect({
      provider: 'openai-chat',
      baseUrl: `${server.origin}/v1`,
      apiKey: 'sk-e2e-meter',
      model: 'gpt-4',
    });
    await console.settledContextTotal();

    // Before anything is sent, the Breakdown's lines explain the whole figure.
    await console.context.getByRole('button', { name: 'Breakdown' }).click();
    const lines = console.context.getByTestId('breakdown-line');
    const read = async () => {
      const entries = await lines.evaluateAll((items) =>
        items.map((item) => [
          item.querySelector('dt')?.textContent ?? '',
          item.querySelector('dd')?.textContent ?? '',
        ]),
      );
      return new Map(entries.map(([label, value]) => [label, figure(value!)]));
    };
    const before = await read();
    expect(before.get('Framing')).toBeGreaterThan(0);
    expect(before.get('Tool declarations')).toBeGreaterThan(0);
    const total = figure(await console.context.getByTestId('breakdown-total').innerText());
    expect([...before.values()].reduce((sum, value) => sum + value, 0)).toBe(total);
    await expect(console.context.getByTestId('estimate-band')).toHaveText(/^Exact/);

    await page.getByLabel('Message to the agent').fill('How long do refunds take?');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(console.timeline.getByText('Refunds take five working days.')).toBeVisible();
    expect(server.requests).toHaveLength(1);
    const billed = referencePromptTokens(server.requests[0]!.body) + hidden;

    // The prediction for that request is the reference's count to the token; the bill is 13 more.
    const lastRequest = console.context.getByTestId('last-request');
    await expect(lastRequest).toHaveText(
      new RegExp(
        `^Last request: predicted ${(billed - hidden).toLocaleString('en-US')}, billed ${billed.toLocaleString('en-US')}, \\+\\d+\\.\\d%$`,
      ),
    );
    await expect(console.context).toContainText(
      /Correction: this provider billed 1\.\d\d times the tokens predicted/,
    );
    const after = await read();
    expect(after.get('Text')).toBeGreaterThan(before.get('Text') ?? 0);
    const totalAfter = figure(await console.context.getByTestId('breakdown-total').innerText());
    expect([...after.values()].reduce((sum, value) => sum + value, 0)).toBe(totalAfter);
    await page.screenshot({ path: test.info().outputPath('breakdown.png') });

    // The next request proposes a call: once its prediction is in, the operator approves the call, and the audit
    // entry and the conversation export carry both figures of the request that proposed it.
    await page.getByLabel('Message to the agent').fill('Please tell Dana Whitfield by email.');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => server.requests.length).toBe(2);
    const billedSecond = referencePromptTokens(server.requests[1]!.body) + hidden;
    const predictedSecond = billedSecond - hidden;
    await expect(lastRequest).toContainText(`billed ${billedSecond.toLocaleString('en-US')}`);
    // The Breakdown lies over the review: it is closed before the operator turns to the call.
    await page.keyboard.press('Escape');
    await expect(lastRequest).toBeHidden();
    await page
      .getByRole('list', { name: 'Waiting calls, oldest first' })
      .getByRole('button', { name: /^send_email/ })
      .click();
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect.poll(() => server.requests.length).toBe(3);
    await expect(console.timeline.getByText('The email is on its way.')).toBeVisible();

    const exportDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const exported = JSON.parse(await readFile((await (await exportDownload).path())!, 'utf8')) as {
      conversation: { messages: { usage?: { inputTokens?: number; predictedInputTokens?: number } }[] };
    };
    const usages = exported.conversation.messages.flatMap((message) =>
      message.usage ? [message.usage] : [],
    );
    expect(usages).toContainEqual(
      expect.objectContaining({ inputTokens: billedSecond, predictedInputTokens: predictedSecond }),
    );

    await new AuditPage(page).open();
    const auditDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = await readFile((await (await auditDownload).path())!, 'utf8');
    const row = csv.split('\r\n').find((line) => line.includes(',send_email,approved,operator,'));
    expect(row).toContain(`"predicted ${predictedSecond}, billed ${billedSecond}"`);
  } finally {
    await server.close();
  }
});
