import { expect, test, type Page } from '@playwright/test';
import type { MockTurn, RecordedRequest } from './support/mock-provider-server.ts';
import { startMockProviderServer } from './support/mock-provider-server.ts';
import { ConsolePage } from './pages/console-page.ts';
import { SettingsPage } from './pages/settings-page.ts';

// Long enough that a pruned part's hint is shortened in the middle, where the marker sits.
const marker = 'MIDDLE-MARKER-7Q';
const longText = `${'I am reading the customer record first, to see her orders and contact details. '.repeat(3)}${marker} ${'Then I will write to her about the damaged plates and the refund. '.repeat(3)}`;
const originalSubject = 'About your order';
const editedSubject = 'Your order 1042: refund on the way';
const apiKey = 'sk-e2e-secret-0123456789';

const turns: readonly MockTurn[] = [
  {
    text: longText,
    calls: [{ id: 'call_read_1', name: 'read_record', args: { model: 'customer', id: 17 } }],
  },
  {
    text: 'I will email her now.',
    calls: [
      {
        id: 'call_mail_1',
        name: 'send_email',
        args: {
          to: 'dana.whitfield@example.com',
          subject: originalSubject,
          body: 'We are sorry the plates arrived cracked.',
        },
      },
    ],
  },
  { text: 'The email is on its way.' },
];

const providers = [
  { kind: 'openai-chat', baseUrl: (origin: string) => `${origin}/v1` },
  { kind: 'anthropic-messages', baseUrl: (origin: string) => origin },
] as const;

/** The email call and its result in a recorded request, whatever the provider's shape. */
function emailExchange(request: RecordedRequest): {
  readonly args: Record<string, unknown>;
  readonly results: readonly string[];
} {
  const body = request.body as { messages: Record<string, unknown>[] };
  if (request.protocol === 'openai-chat') {
    const call = body.messages
      .flatMap(
        (message) =>
          (message.tool_calls as { id: string; function: { arguments: string } }[] | undefined) ?? [],
      )
      .find((candidate) => candidate.id === 'call_mail_1');
    const results = body.messages
      .filter((message) => message.role === 'tool' && message.tool_call_id === 'call_mail_1')
      .map((message) => String(message.content));
    return { args: JSON.parse(call?.function.arguments ?? 'null') as Record<string, unknown>, results };
  }
  const blocks = body.messages.flatMap((message) =>
    Array.isArray(message.content) ? (message.content as Record<string, unknown>[]) : [],
  );
  const call = blocks.find((block) => block.type === 'tool_use' && block.id === 'call_mail_1');
  const results = blocks
    .filter((block) => block.type === 'tool_result' && block.tool_use_id === 'call_mail_1')
    .map((block) => String(block.content));
  return { args: call?.input as Record<string, unknown>, results };
}

/** Emails in the tools' outbox, read straight from IndexedDB: what the tool really did. */
function outboxSubjects(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('toolgate-tools');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('outbox').objectStore('outbox').getAll();
          read.onerror = () => reject(read.error);
          read.onsuccess = () =>
            resolve((read.result as { subject: string }[]).map((email) => email.subject));
        };
      }),
  );
}

for (const provider of providers) {
  test(`${provider.kind}: the next request replays the operator's edit, its note, and the curated context`, async ({
    page,
  }) => {
    const server = await startMockProviderServer(turns);
    try {
      // The built-in demo starts on a fresh browser; the (mock) provider is connected once the demo waits for
      // the operator, so every request the provider records belongs to this journey's conversation.
      const console = new ConsolePage(page);
      await console.open();
      await console.demoSettled();
      await new SettingsPage(page).connect({
        provider: provider.kind,
        baseUrl: provider.baseUrl(server.origin),
        apiKey,
        model: 'mock-model',
      });

      await page
        .getByLabel('Message to the agent')
        .fill('Dana Whitfield needs an apology email about order 1042.');
      await page.getByRole('button', { name: 'Send', exact: true }).click();

      // The read-only lookup ran by itself; the email waits for the operator, who opens it from the queue.
      await page
        .getByRole('list', { name: 'Waiting calls, oldest first' })
        .getByRole('button', { name: /^send_email/ })
        .click();
      const subject = page.getByLabel('subject', { exact: true });
      await expect(subject).toBeVisible();
      expect(server.requests).toHaveLength(2);
      for (const request of server.requests)
        expect(JSON.stringify(request.body)).toContain('Dana Whitfield needs');
      expect(JSON.stringify(server.requests[1]!.body)).toContain(marker);

      await page
        .getByRole('group', { name: /^Text part/ })
        .filter({ hasText: marker })
        .getByRole('button', { name: 'Prune' })
        .click();
      await expect(page.getByRole('group', { name: 'Text part, pruned' })).toBeVisible();

      await subject.fill(editedSubject);
      // A double click is two approvals of one call: it must run once.
      await page.getByRole('button', { name: 'Approve', exact: true }).dblclick();
      await expect.poll(() => server.requests.length).toBe(3);

      const next = server.requests[2]!;
      expect(next.protocol).toBe(provider.kind);
      const exchange = emailExchange(next);
      expect(exchange.args).toEqual({
        to: 'dana.whitfield@example.com',
        subject: editedSubject,
        body: 'We are sorry the plates arrived cracked.',
      });
      expect(exchange.results).toHaveLength(1);
      expect(exchange.results[0]).toContain(
        `The operator modified the arguments before running this call: subject: "${originalSubject}" → "${editedSubject}".`,
      );
      const sent = JSON.stringify(next.body);
      expect(sent).toContain('[pruned text ');
      expect(sent).not.toContain(marker);

      await expect(page.getByText('The email is on its way.')).toBeVisible();
      expect(server.requests).toHaveLength(3);
      const subjects = await outboxSubjects(page);
      expect(subjects.filter((line) => line === editedSubject)).toHaveLength(1);
      expect(subjects).not.toContain(originalSubject);
      expect(await page.content()).not.toContain(apiKey);
    } finally {
      await server.close();
    }
  });
}
