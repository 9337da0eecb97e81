import { createParser } from 'eventsource-parser';

/** An AG-UI event as the server sent it: one `data:` payload of its SSE stream, parsed. */
export type SentEvent = Record<string, unknown> & { readonly type: string };

/** The parts of a RunAgentInput these scripts send. */
export interface RunInput {
  readonly threadId: string;
  readonly runId: string;
  readonly messages: readonly Record<string, unknown>[];
  readonly resume?: readonly {
    readonly interruptId: string;
    readonly status: 'resolved' | 'cancelled';
    readonly payload?: unknown;
  }[];
}

/** Posts a RunAgentInput to an AG-UI endpoint and reads the whole run: every event, in the order sent. */
export async function runAgent(url: string, input: RunInput): Promise<SentEvent[]> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify({ tools: [], context: [], state: {}, forwardedProps: {}, ...input }),
  });
  if (!response.ok || !response.body)
    throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  const events: SentEvent[] = [];
  const parser = createParser({ onEvent: (event) => events.push(JSON.parse(event.data) as SentEvent) });
  const decoder = new TextDecoder();
  for await (const chunk of response.body) parser.feed(decoder.decode(chunk, { stream: true }));
  return events;
}

/** The run's last event, which must be RUN_FINISHED; anything else is a failed run. */
export function finished(events: readonly SentEvent[]): SentEvent {
  const last = events.at(-1);
  if (last?.type !== 'RUN_FINISHED') throw new Error(`The run did not finish: ${JSON.stringify(last)}`);
  return last;
}
