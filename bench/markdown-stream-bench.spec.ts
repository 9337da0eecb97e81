import { expect, test } from '@playwright/test';
import {
  completionChunk,
  completionEnd,
  connectedConsole,
  startChatStreamServer,
} from './chat-stream-server.ts';
import { profiled } from './cpu-profile.ts';
import { framesDuring, ratio } from './frame-recorder.ts';

const characters = Number(process.env.TOOLGATE_BENCH_MARKDOWN_CHARS ?? 60_000);
const deltaSize = 30;
const deltaEveryMs = 4;

/** An answer as long as `characters`, written as models write them: paragraphs, lists, fenced code. */
function markdownAnswer(): string {
  const sections: string[] = [];
  for (let n = 0; sections.join('').length < characters; n++)
    sections.push(
      `## Refund ${n}\n\nOrder **${4000 + n}** was refunded after [the policy](https://example.com/policy) check; the customer was told by \`send_email\`.\n\n` +
        `1. Checked the order.\n2. Checked the amount: $${n}.\n3. Refunded it.\n\n` +
        '```json\n{ "model": "Order", "id": ' +
        String(4000 + n) +
        ', "values": { "status": "refunded" } }\n```\n\n',
    );
  return `${sections.join('').slice(0, characters - 12)}\n\nEND-OF-TEXT`;
}

/** A provider that streams `answer` in small deltas at a steady pace, as a model does. */
function startPacedServer(answer: string) {
  return startChatStreamServer('paced-model', (response) => {
    let at = 0;
    const timer = setInterval(() => {
      if (response.destroyed) return void clearInterval(timer);
      response.write(completionChunk({ content: answer.slice(at, at + deltaSize) }));
      at += deltaSize;
      if (at >= answer.length) {
        clearInterval(timer);
        response.end(completionEnd());
      }
    }, deltaEveryMs);
  });
}

test(`Markdown benchmark: a ${characters.toLocaleString('en-US')}-character answer streaming in`, async ({
  page,
}) => {
  test.setTimeout(600_000);
  const server = await startPacedServer(markdownAnswer());
  try {
    const idle = await connectedConsole(page, server.origin, 'paced-model');
    await page.getByLabel('Message to the agent').fill('Summarize the refunds.');
    // The frame that shows the text's end, which is when the answer finishes: from the frame before the end
    // appears in the page to the next frame after it. It holds no whole parse of the text.
    await page.evaluate(() => {
      let frameStart = performance.now();
      let seen = false;
      const frame = () => {
        frameStart = performance.now();
        if (!seen) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
      const holdsEnd = (node: Node) => (node.textContent ?? '').includes('END-OF-TEXT');
      const observer = new MutationObserver((records) => {
        if (seen) return;
        const ended = records.some(
          (record) =>
            (record.type === 'characterData' && holdsEnd(record.target)) ||
            [...record.addedNodes].some(holdsEnd),
        );
        if (!ended) return;
        seen = true;
        observer.disconnect();
        const before = frameStart;
        requestAnimationFrame(() => {
          (window as unknown as { __endFrameMs: number }).__endFrameMs = performance.now() - before;
        });
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    const streamed = await profiled(page, 'markdown answer', () =>
      framesDuring(page, async () => {
        await page.getByRole('button', { name: 'Send', exact: true }).click();
        await expect(page.getByText('END-OF-TEXT')).toBeVisible({ timeout: 0 });
      }),
    );
    const endFrameMs = await page.waitForFunction(
      () => (window as unknown as { __endFrameMs?: number }).__endFrameMs,
      undefined,
      { timeout: 0 },
    );
    const endFrame = (await endFrameMs.jsonValue()) as number;
    const fixed = (value: number) => Math.round(value);
    console.log(
      [
        `A ${characters.toLocaleString('en-US')}-character Markdown answer (${deltaSize}-character deltas every ${deltaEveryMs} ms):`,
        `  Send → last delta shown      ${fixed(streamed.elapsedMs)} ms`,
        `  frames while streaming       ${streamed.frames} frames, p95 ${fixed(streamed.p95Ms)} ms (${ratio(streamed.p95Ms, idle.p95Ms)} the idle page's ${fixed(idle.p95Ms)} ms), longest ${fixed(streamed.longestMs)} ms`,
        `  the frame showing its end    ${fixed(endFrame)} ms (${ratio(endFrame, idle.p95Ms)} the idle page's p95)`,
      ].join('\n'),
    );
  } finally {
    await server.close();
  }
});
