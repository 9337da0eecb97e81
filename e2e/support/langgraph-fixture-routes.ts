import type { Page, Route } from '@playwright/test';
import assistants from '../../src/sources/langgraph/__fixtures__/assistants-search.json' with { type: 'json' };
import recorded from '../../src/sources/langgraph/__fixtures__/threads-search-interrupted.json' with { type: 'json' };

/** A thread as `threads.search` and `threads.get` answer it. */
export interface Thread {
  readonly thread_id: string;
  readonly created_at: string;
  readonly updated_at: string;
  readonly metadata: { readonly graph_id: string };
  readonly interrupts: Readonly<Record<string, readonly { readonly id: string }[]>>;
  readonly [field: string]: unknown;
}

const forms = ['inbox', 'middleware'].map((graph) =>
  (recorded as unknown as Thread[]).find((thread) => thread.metadata.graph_id === graph)!,
);

function hex(index: number, width: number): string {
  return index.toString(16).padStart(width, '0');
}

/**
 * `count` interrupted threads built from the recorded ones, alternating Agent Inbox's and LangChain
 * middleware's interrupt forms, each with its own thread id, interrupt id and time, oldest first.
 */
export function interruptedThreads(count: number): readonly Thread[] {
  const start = Date.parse('2026-12-01T08:00:00.000Z');
  return Array.from({ length: count }, (_, index) => {
    const form = forms[index % forms.length]!;
    const text = JSON.stringify(form)
      .replaceAll('week-2', `week-${index}`)
      .replaceAll('1003', `${1000 + index}`);
    const copy = JSON.parse(text) as Thread;
    const [task, [interrupt]] = Object.entries(copy.interrupts)[0] as [string, [{ readonly id: string }]];
    return {
      ...copy,
      thread_id: `01a23000-0000-7000-8000-${hex(index, 12)}`,
      created_at: new Date(start + index * 1000).toISOString(),
      updated_at: new Date(start + index * 1000 + 500).toISOString(),
      interrupts: { [task]: [{ ...interrupt, id: `${interrupt.id.slice(0, 20)}${hex(index, 12)}` }] },
    };
  });
}

const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, POST, PATCH, OPTIONS',
};

/**
 * Serves a LangGraph deployment's API at `url` from fixtures, as the SDK asks for it: assistants, interrupted
 * threads paged by `threads.search` (offset and limit, oldest first), each thread by id, metadata patches.
 * `assistantList` replaces the recorded assistants. Returns how many `threads.search` pages were served.
 */
export async function serveDeployment(
  page: Page,
  url: string,
  threads: readonly Thread[],
  { assistantList = assistants as readonly unknown[] }: { readonly assistantList?: readonly unknown[] } = {},
): Promise<{ readonly searches: () => number }> {
  let searches = 0;
  const json = (route: Route, body: unknown, status = 200) =>
    route.fulfill({
      status,
      headers: { ...cors, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  await page.route(`${url}/**`, async (route) => {
    const request = route.request();
    const path = new URL(request.url()).pathname;
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    if (path === '/assistants/search') return json(route, assistantList);
    if (path === '/threads/search') {
      searches += 1;
      const query = (request.postDataJSON() ?? {}) as { offset?: number; limit?: number; status?: string };
      const offset = query.offset ?? 0;
      const matching = query.status === 'interrupted' ? threads : [];
      return json(route, matching.slice(offset, offset + (query.limit ?? 10)));
    }
    const thread = threads.find((candidate) => path === `/threads/${candidate.thread_id}`);
    if (thread) return json(route, thread);
    return json(route, { detail: 'Not found' }, 404);
  });
  return { searches: () => searches };
}
