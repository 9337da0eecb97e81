import type { Client } from '@langchain/langgraph-sdk';

/**
 * The test graphs: `inbox` interrupts with Agent Inbox's list, `inbox-object` with one `HumanInterrupt` object,
 * `middleware` with LangChain's HITL request, `question` with a plain value.
 */
export type TestGraph = 'inbox' | 'inbox-object' | 'middleware' | 'question';

/** A call the scripted model proposes. */
export interface ScriptedCall {
  readonly name: 'send_email' | 'write_file';
  readonly args: Record<string, unknown>;
}

export interface SeededThread {
  readonly threadId: string;
  readonly graph: TestGraph;
  readonly calls: readonly ScriptedCall[];
}

/** What the scripted model reads: the calls to propose, as the human message. */
export function scriptedInput(calls: readonly ScriptedCall[]) {
  return { messages: [{ role: 'human', content: JSON.stringify({ calls }) }] };
}

/** Starts a thread on `graph` and waits until its run stops at the interrupt. */
export async function seedInterruptedThread(
  client: Client,
  graph: TestGraph,
  calls: readonly ScriptedCall[],
): Promise<SeededThread> {
  const thread = await client.threads.create();
  await client.runs.wait(thread.thread_id, graph, { input: scriptedInput(calls) });
  const state = await client.threads.get(thread.thread_id);
  if (state.status !== 'interrupted') {
    throw new Error(`Thread ${thread.thread_id} on ${graph} ended ${state.status}, not interrupted`);
  }
  return { threadId: thread.thread_id, graph, calls };
}

/** An email the scripted model proposes; `index` keeps the arguments apart. */
export function emailCall(index: number): ScriptedCall {
  return {
    name: 'send_email',
    args: {
      to: `customer${index}@example.com`,
      subject: `Order ${1000 + index}`,
      body: `Your order ${1000 + index} shipped.`,
    },
  };
}

/** A file write the scripted model proposes. */
export function fileCall(index: number): ScriptedCall {
  return { name: 'write_file', args: { path: `/reports/week-${index}.md`, content: `Week ${index} report` } };
}

/**
 * Seeds `count` interrupted threads, alternating Agent Inbox and LangChain middleware interrupts, one email
 * each, oldest first.
 */
export async function seedInterruptedThreads(
  client: Client,
  count: number,
): Promise<readonly SeededThread[]> {
  const seeded: SeededThread[] = [];
  for (let index = 0; index < count; index += 1) {
    seeded.push(
      await seedInterruptedThread(client, index % 2 === 0 ? 'inbox' : 'middleware', [emailCall(index)]),
    );
  }
  return seeded;
}
