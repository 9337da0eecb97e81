import { test as base } from '@playwright/test';
import type { FixtureServerOptions } from '../servers/ag-ui-fixture-server.ts';
import { startAgUiFixtureServer } from '../servers/ag-ui-fixture-server.ts';

/** A running AG-UI fixture server: its URL, the requests it recorded, and its controls. */
export type AgUiFixtureServer = Awaited<ReturnType<typeof startAgUiFixtureServer>>;

/**
 * Playwright's `test` with `agUiServer`, which starts an AG-UI fixture server for the journey; every server it
 * started is closed when the journey ends, passed or failed.
 */
export const test = base.extend<{
  agUiServer: (options: FixtureServerOptions) => Promise<AgUiFixtureServer>;
}>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
  agUiServer: async ({}, use) => {
    const started: AgUiFixtureServer[] = [];
    await use(async (options) => {
      const server = await startAgUiFixtureServer(options);
      started.push(server);
      return server;
    });
    await Promise.all(started.map((server) => server.close()));
  },
});
