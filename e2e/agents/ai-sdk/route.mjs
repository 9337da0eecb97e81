// The chat route: what an AI SDK 7 app's `POST /api/chat` does, on a scripted model. It takes the UI messages
// the client holds, turns them into model messages and streams `streamText`'s answer back as the UI message
// stream. Two tools ask the operator first (`needsApproval: true`); `lookup_order` runs freely.
//
// A tool's effect is keyed by its call id: a call that already ran returns what it returned then and runs
// nothing, so a client that posts the same approval twice (its first answer cut off) never runs a tool twice.
import { convertToModelMessages, isStepCount, streamText, tool, validateUIMessages } from 'ai';
import { z } from 'zod';
import { createScriptedModel } from './scripted-model.mjs';

/** The route's tools, each recording what it ran through `record` ({tool, toolCallId, input, output}). */
export function createTools(record) {
  const ran = new Map();
  const once =
    (name, run) =>
    async (input, { toolCallId }) => {
      const earlier = ran.get(toolCallId);
      if (earlier) {
        record({ kind: 'repeat', tool: name, toolCallId, input });
        return earlier;
      }
      const output = run(input);
      ran.set(toolCallId, output);
      record({ kind: 'execution', tool: name, toolCallId, input, output });
      return output;
    };
  return {
    lookup_order: tool({
      description: 'Reads an order by its id.',
      inputSchema: z.object({ orderId: z.string() }),
      execute: once('lookup_order', ({ orderId }) => ({
        orderId,
        status: 'refunded',
        customer: 'dana@example.com',
      })),
    }),
    send_email: tool({
      description: 'Sends an email to a customer.',
      inputSchema: z.object({ to: z.string(), subject: z.string(), body: z.string() }),
      needsApproval: true,
      execute: once('send_email', ({ to, subject }) => ({ status: 'sent', to, subject })),
    }),
    delete_record: tool({
      description: 'Deletes a record for good.',
      inputSchema: z.object({ table: z.string(), id: z.string() }),
      needsApproval: true,
      execute: once('delete_record', ({ table, id }) => ({ status: 'deleted', table, id })),
    }),
  };
}

/** One route: a scripted model and tools shared by every request it serves (`holds`: see createScriptedModel). */
export function createChatRoute(record, holds) {
  const model = createScriptedModel(holds);
  const tools = createTools(record);
  let messageCount = 0;
  return {
    /** The UI message stream answering a chat request's body, or a reason the body is refused. */
    async answer(body) {
      let messages;
      try {
        messages = await validateUIMessages({ messages: body?.messages, tools });
      } catch (error) {
        return { status: 'refused', reason: error instanceof Error ? error.message : String(error) };
      }
      const result = streamText({
        model,
        system: 'You tidy up after a refund.',
        messages: await convertToModelMessages(messages, { tools }),
        tools,
        stopWhen: isStepCount(5),
      });
      return {
        status: 'streaming',
        stream: result.toUIMessageStream({
          originalMessages: messages,
          generateMessageId: () => `assistant-${(messageCount += 1)}`,
        }),
      };
    },
  };
}
