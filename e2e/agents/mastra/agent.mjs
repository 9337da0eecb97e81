// The Mastra agent: a model on an OpenAI-compatible server and two tools, one of each form of asking the
// operator. Each tool appends what it really ran with to the record, so a test can tell that it ran once, and
// with which arguments.
import { Mastra } from '@mastra/core';
import { Agent } from '@mastra/core/agent';
import { InMemoryStore } from '@mastra/core/storage';
import { createTool } from '@mastra/core/tools';
import { z } from 'zod';

const refundInput = z.object({
  orderId: z.string().min(1).describe('The order to refund'),
  amount: z.number().positive().describe('How much to refund'),
  currency: z.enum(['EUR', 'USD', 'GBP']),
  note: z.string().optional().describe('Why, for the customer'),
});

const emailInput = z.object({
  to: z.string().email(),
  subject: z.string().min(1),
  body: z.string(),
});

/**
 * The resume payload a tool reads: Mastra hands the whole payload to `execute` as `resumeData`, so the
 * operator's complete effective arguments travel in `editedArgs`; without them the model's arguments run.
 */
function resumeDataOf(context) {
  return context?.resumeData ?? context?.agent?.resumeData;
}

/**
 * Builds the Mastra instance. `modelBaseUrl` is an OpenAI-compatible base URL (ending in `/v1`); `record`
 * receives one entry per tool execution.
 */
export function createMastra({ modelBaseUrl, record }) {
  const issueRefund = createTool({
    id: 'issue_refund',
    description: 'Refund an order. Asks the operator before any money moves.',
    inputSchema: refundInput,
    suspendSchema: z.object({ message: z.string() }),
    resumeSchema: z.object({
      approved: z.boolean().describe('True to refund, false to decline'),
      editedArgs: refundInput
        .optional()
        .describe('The complete arguments to refund with, when the operator changed them'),
      reason: z.string().optional().describe('Why the refund was declined'),
    }),
    execute: async (input, context) => {
      const resumeData = resumeDataOf(context);
      if (resumeData === undefined) {
        const suspend = context?.agent?.suspend ?? context?.suspend;
        await suspend({ message: `Refund ${input.amount} ${input.currency} on order ${input.orderId}?` });
        return undefined;
      }
      if (!resumeData.approved)
        return { status: 'declined', reason: resumeData.reason ?? 'Declined by the operator' };
      const args = refundInput.parse(resumeData.editedArgs ?? input);
      record({ tool: 'issue_refund', toolCallId: context?.agent?.toolCallId, args });
      return { status: 'refunded', refundId: `rf_${args.orderId}`, ...args };
    },
  });

  const sendEmail = createTool({
    id: 'send_email',
    description: "Send an email to a customer. Every email needs the operator's approval.",
    inputSchema: emailInput,
    requireApproval: true,
    execute: async (input, context) => {
      const resumeData = resumeDataOf(context);
      const args = emailInput.parse(resumeData?.editedArgs ?? input);
      record({ tool: 'send_email', toolCallId: context?.agent?.toolCallId, args });
      return { status: 'sent', to: args.to, subject: args.subject };
    },
  });

  const supportAgent = new Agent({
    id: 'support',
    name: 'support',
    instructions: "You help a shop's operator with refunds and customer emails.",
    model: {
      providerId: 'toolgate-scripted',
      modelId: 'mock-model',
      url: modelBaseUrl,
      apiKey: 'not-needed',
      api: 'chat',
    },
    tools: { issue_refund: issueRefund, send_email: sendEmail },
  });

  return new Mastra({ agents: { support: supportAgent }, storage: new InMemoryStore(), logger: false });
}
