import type { Browser } from '@playwright/test';
import { startFleetAgentsServer } from './fleet-agents-server.ts';

/**
 * The transport's own time for a fleet's first runs: a fresh server for `agents` agents and a fresh browser
 * context (cold connections, as the console's first runs are), a page of the app's origin that is not the app,
 * and every agent's run posted at once and read to its end (a streaming agent's to its first bytes). The console
 * cannot count a fleet's calls sooner than this; what its connect takes beyond it is the console's own.
 */
export async function transportFloor(browser: Browser, agents: number, calls: number): Promise<number> {
  const server = await startFleetAgentsServer({ agents, calls });
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto('/favicon.svg');
    return await page.evaluate(
      async ({ urls, streamers }) => {
        const started = performance.now();
        const controllers = urls.map(() => new AbortController());
        await Promise.all(
          urls.map(async (url, n) => {
            const response = await fetch(url, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
              body: JSON.stringify({
                threadId: `floor_${n}`,
                runId: `floor_run_${n}`,
                messages: [{ id: `floor_message_${n}`, role: 'user', content: 'Work through your queue.' }],
                tools: [],
                context: [],
                state: {},
                forwardedProps: {},
              }),
              signal: controllers[n]!.signal,
            });
            const reader = response.body!.getReader();
            if (streamers.includes(n)) await reader.read();
            else while (!(await reader.read()).done);
          }),
        );
        const took = performance.now() - started;
        for (const controller of controllers) controller.abort();
        return took;
      },
      { urls: Array.from({ length: agents }, (_, n) => server.url(n)), streamers: [...server.streamers] },
    );
  } finally {
    await context.close();
    await server.close();
  }
}
