import { createAgent, humanInTheLoopMiddleware } from 'langchain';
import { toJSONSchema } from 'zod';
import { ScriptedChatModel } from './scripted-chat-model.ts';
import { sendEmail, sendEmailSchema, writeFile } from './test-tools.ts';

export const graph = createAgent({
  model: new ScriptedChatModel(),
  tools: [sendEmail, writeFile],
  middleware: [
    humanInTheLoopMiddleware({
      interruptOn: {
        send_email: {
          allowedDecisions: ['approve', 'edit', 'reject'],
          argsSchema: toJSONSchema(sendEmailSchema) as Record<string, unknown>,
        },
        write_file: { allowedDecisions: ['approve', 'reject'] },
      },
    }),
  ],
});
