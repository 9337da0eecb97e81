import { loadPatternEngines } from '../../core/rules/pattern-engines.ts';
import type { Client as SdkClient } from '@langchain/langgraph-sdk/client';
import type { JsonObject, JsonValue } from '../../core/json.ts';
import { isJsonObject } from '../../core/json.ts';
import { DeploymentError, describeDeploymentFailure } from './deployment-failure.ts';

/** An assistant of the deployment, as the inbox names it. */
export interface DeploymentAssistant {
  readonly assistantId: string;
  readonly graphId: string;
  readonly name: string;
}

/** Where the deployment is and the key it wants (sent as `x-api-key`). */
export interface DeploymentSettings {
  readonly url: string;
  readonly apiKey?: string;
}

/**
 * What Toolgate asks of a LangGraph deployment. Every method throws a `DeploymentError` with a worded failure.
 * Reads retry once on a dropped connection; a resume never retries (a second POST could answer twice).
 */
export interface DeploymentClient {
  readonly url: string;
  listAssistants(signal?: AbortSignal): Promise<readonly DeploymentAssistant[]>;
  /** Interrupted threads, oldest first, `limit` from `offset`. */
  searchInterrupted(
    page: { readonly offset: number; readonly limit: number },
    signal?: AbortSignal,
  ): Promise<readonly JsonObject[]>;
  getThread(threadId: string, signal?: AbortSignal): Promise<JsonObject>;
  /** The thread's checkpoints, newest first, at most `limit` of them (`threads.getHistory`). */
  history(threadId: string, limit: number, signal?: AbortSignal): Promise<readonly JsonObject[]>;
  /** Resumes the thread's run with `command: {resume}`, refused (422) while another run is going. */
  resume(threadId: string, assistantId: string, resume: JsonValue): Promise<{ readonly runId: string }>;
  /** Merges `patch` into the thread's metadata. */
  patchMetadata(threadId: string, patch: JsonObject): Promise<void>;
  /** Cancels the thread's run (`runs.cancel`); the thread keeps what the run had written until then. */
  cancelRun(threadId: string, runId: string): Promise<void>;
}

async function sdkClient(settings: DeploymentSettings, maxRetries: number): Promise<SdkClient> {
  // The SDK loads with the first connection, so the console's first load does not carry it.
  // A graph's argument schemas may hold patterns, which only the linear-time engine checks.
  const [{ Client }] = await Promise.all([import('@langchain/langgraph-sdk/client'), loadPatternEngines()]);
  return new Client({
    apiUrl: settings.url,
    apiKey: settings.apiKey && settings.apiKey !== '' ? settings.apiKey : null,
    callerOptions: { maxRetries },
    timeoutMs: 30_000,
  });
}

async function worded<T>(url: string, request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw new DeploymentError(describeDeploymentFailure(error, url));
  }
}

function asObject(value: unknown, url: string): JsonObject {
  if (!isJsonObject(value as JsonValue))
    throw new DeploymentError({ kind: 'not-langgraph', message: `${url} did not answer with a thread.` });
  return value as JsonObject;
}

/** A client of the deployment at `settings.url` over `@langchain/langgraph-sdk`. */
export function createDeploymentClient(settings: DeploymentSettings): DeploymentClient {
  const url = settings.url.replace(/\/+$/, '');
  const reads = sdkClient({ ...settings, url }, 1);
  const writes = sdkClient({ ...settings, url }, 0);
  return {
    url,
    listAssistants: (signal) =>
      worded(url, async () => {
        const found: unknown = await (
          await reads
        ).assistants.search({ limit: 100, ...(signal ? { signal } : {}) });
        if (!Array.isArray(found))
          throw new DeploymentError({
            kind: 'not-langgraph',
            message: `${url} did not answer with a list of assistants: not a LangGraph API.`,
          });
        return found.map((assistant: { assistant_id: string; graph_id: string; name?: string }) => ({
          assistantId: String(assistant.assistant_id),
          graphId: String(assistant.graph_id),
          name:
            typeof assistant.name === 'string' && assistant.name !== ''
              ? assistant.name
              : String(assistant.graph_id),
        }));
      }),
    searchInterrupted: (page, signal) =>
      worded(url, async () => {
        const threads: unknown = await (
          await reads
        ).threads.search({
          status: 'interrupted',
          sortBy: 'created_at',
          sortOrder: 'asc',
          offset: page.offset,
          limit: page.limit,
          ...(signal ? { signal } : {}),
        });
        if (!Array.isArray(threads))
          throw new DeploymentError({
            kind: 'not-langgraph',
            message: `${url} did not answer with a list of threads.`,
          });
        return threads.map((thread) => asObject(thread, url));
      }),
    getThread: (threadId, signal) =>
      worded(url, async () =>
        asObject(await (await reads).threads.get(threadId, signal ? { signal } : undefined), url),
      ),
    history: (threadId, limit, signal) =>
      worded(url, async () => {
        const states: unknown = await (
          await reads
        ).threads.getHistory(threadId, { limit, ...(signal ? { signal } : {}) });
        if (!Array.isArray(states))
          throw new DeploymentError({
            kind: 'not-langgraph',
            message: `${url} did not answer with a thread's history.`,
          });
        return states.map((state) => asObject(state, url));
      }),
    resume: (threadId, assistantId, resume) =>
      worded(url, async () => {
        const run = await (
          await writes
        ).runs.create(threadId, assistantId, {
          command: { resume },
          multitaskStrategy: 'reject',
        });
        return { runId: run.run_id };
      }),
    cancelRun: (threadId, runId) =>
      worded(url, async () => {
        await (await writes).runs.cancel(threadId, runId);
      }),
    patchMetadata: (threadId, patch) =>
      worded(url, async () => {
        await (await writes).threads.update(threadId, { metadata: patch });
      }),
  };
}
