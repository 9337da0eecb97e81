// Runs the AI SDK chat route through a thread whose two approval requests are answered (one approved, one
// denied with a reason) and the same answer posted twice, checks what the route ran, and writes each answer's
// UI message chunks, exactly as the route sent them, to src/sources/ai-sdk/__fixtures__/, with the request
// bodies in requests.json. `npm run agents:ai-sdk:record`.
import { deepStrictEqual, match, ok, strictEqual } from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  parseJsonEventStream,
  readUIMessageStream,
  uiMessageChunkSchema,
  type UIMessage,
  type UIMessageChunk,
} from 'ai';
import { startAiSdkAgent } from '../../support/ai-sdk-agent.ts';

const fixtures = fileURLToPath(new URL('../../../src/sources/ai-sdk/__fixtures__/', import.meta.url));
const denyReason = 'Keep the draft until finance signs off.';
const requests: Record<string, unknown> = {};

/** Posts `messages` as the SDK's DefaultChatTransport does and reads back the chunks and the message they make. */
async function post(url: string, name: string, messages: readonly UIMessage[]) {
  const body = { id: 'thread-clean-up', messages, trigger: 'submit-message' };
  requests[name] = body;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  strictEqual(response.status, 200, `${name}: the route answers 200`);
  const chunks: UIMessageChunk[] = [];
  const parsed = parseJsonEventStream({ stream: response.body!, schema: uiMessageChunkSchema });
  for await (const result of parsed) {
    ok(result.success, `${name}: every chunk is a UI message chunk`);
    chunks.push(result.value);
  }
  writeFileSync(`${fixtures}${name}.json`, `${JSON.stringify(chunks, null, 2)}\n`);
  console.log(
    `${name}.json: ${chunks.length} chunks, ${[...new Set(chunks.map((chunk) => chunk.type))].join(' ')}`,
  );
  // The reader builds on the message it is given in place; the caller's copy stays as it was posted.
  const last = messages.at(-1);
  let message: UIMessage | undefined;
  const stream = new ReadableStream<UIMessageChunk>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  for await (const state of readUIMessageStream({
    message: last?.role === 'assistant' ? structuredClone(last) : undefined,
    stream,
  })) {
    message = state;
  }
  return { chunks, message: message! };
}

type ToolPart = Extract<UIMessage['parts'][number], { toolCallId: string }>;
const toolParts = (message: UIMessage) =>
  message.parts.filter((part): part is ToolPart => part.type.startsWith('tool-'));

const agent = await startAiSdkAgent();
try {
  mkdirSync(fixtures, { recursive: true });
  const user: UIMessage = {
    id: 'user-1',
    role: 'user',
    parts: [{ type: 'text', text: 'Tidy up after the refund of order 1042.' }],
  };

  const first = await post(agent.url, 'approvals-requested', [user]);
  const waiting = toolParts(first.message).filter((part) => part.state === 'approval-requested');
  deepStrictEqual(
    waiting.map((part) => part.type),
    ['tool-send_email', 'tool-delete_record'],
    'both approvals wait',
  );
  deepStrictEqual(
    (await agent.record()).executions.map((run) => run.tool),
    ['lookup_order'],
    'only the free tool ran',
  );

  // The answer the SDK's addToolApprovalResponse puts on each part, then the conversation posted again.
  const answered: UIMessage = {
    ...first.message,
    parts: first.message.parts.map((part): UIMessage['parts'][number] => {
      if (!('approval' in part) || part.state !== 'approval-requested') return part;
      const approved = part.type === 'tool-send_email';
      return {
        ...part,
        state: 'approval-responded',
        approval: { id: part.approval.id, approved, ...(approved ? {} : { reason: denyReason }) },
      };
    }),
  };
  const second = await post(agent.url, 'approvals-answered', [user, answered]);
  const afterAnswer = await agent.record();
  deepStrictEqual(
    afterAnswer.executions.map((run) => run.tool),
    ['lookup_order', 'send_email'],
    'the approved tool ran once',
  );
  const states = Object.fromEntries(toolParts(second.message).map((part) => [part.type, part.state]));
  deepStrictEqual(states, {
    'tool-lookup_order': 'output-available',
    'tool-send_email': 'output-available',
    'tool-delete_record': 'output-denied',
  });
  const text = second.message.parts.flatMap((part) => (part.type === 'text' ? [part.text] : [])).join(' ');
  match(text, new RegExp(denyReason.replace('.', '\\.')), 'the model quotes the reason');

  // The same answer again (a client whose first answer was cut off): the route runs nothing twice.
  await post(agent.url, 'approvals-answered-again', [user, answered]);
  const afterRepeat = await agent.record();
  strictEqual(afterRepeat.executions.length, 2, 'nothing ran a second time');
  deepStrictEqual(
    afterRepeat.repeats.map((run) => run.tool),
    ['send_email'],
  );

  writeFileSync(`${fixtures}requests.json`, `${JSON.stringify(requests, null, 2)}\n`);
  const { executions, repeats } = afterRepeat;
  writeFileSync(`${fixtures}executions.json`, `${JSON.stringify({ executions, repeats }, null, 2)}\n`);
} finally {
  await agent.close();
}
