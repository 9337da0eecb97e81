import type { MockTurn } from '../../support/mock-provider-server.ts';

/** The refund the model asks for: the Mastra agent's `issue_refund` tool suspends before it runs. */
export const refundArgs = { orderId: '1042', amount: 25, currency: 'EUR', note: 'Plates arrived cracked' };

/** The email the model writes: the Mastra agent's `send_email` tool requires approval before it runs. */
export const emailArgs = {
  to: 'dana.whitfield@example.com',
  subject: 'About your order',
  body: 'We are sorry the plates arrived cracked.',
};

interface ChatMessage {
  readonly role?: string;
  readonly content?: unknown;
  readonly tool_calls?: readonly unknown[];
}

function text(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content))
    return content
      .map((part) => (typeof part === 'object' && part && 'text' in part ? String(part.text) : ''))
      .join(' ');
  return '';
}

/** A short, stable tag of a text, so two conversations asking different things get different call ids. */
function tag(value: string): string {
  let hash = 0;
  for (const character of value) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  return hash.toString(36);
}

/**
 * The scripted model behind the Mastra agent, as a function of an OpenAI Chat Completions request: the newest
 * user message names the work ("refund" calls `issue_refund`, "email" calls `send_email`, in that order), each
 * tool result after it moves on to the next call, and when every call has its result the model says it is done.
 * Deciding from the request rather than from a request count lets several threads run at once, in any order.
 */
export function mastraAgentTurn(body: unknown): MockTurn {
  const messages = ((body as { messages?: readonly ChatMessage[] } | undefined)?.messages ?? []).slice();
  const lastUser = messages.map((message) => message.role).lastIndexOf('user');
  const request = lastUser >= 0 ? text(messages[lastUser]?.content) : '';
  const plan = [
    ...(/refund/i.test(request) ? [{ name: 'issue_refund', args: refundArgs }] : []),
    ...(/e-?mail/i.test(request) ? [{ name: 'send_email', args: emailArgs }] : []),
  ];
  if (plan.length === 0) return { text: 'Ask me to refund an order or to email a customer.' };
  const answered = messages.slice(lastUser + 1).filter((message) => message.role === 'tool').length;
  const next = plan[answered];
  if (!next) return { text: `Finished: ${plan.map((step) => step.name).join(' and ')}.` };
  return {
    text: next.name === 'issue_refund' ? 'I will refund the order.' : 'I will email the customer.',
    calls: [{ id: `call_${next.name}_${tag(request)}`, name: next.name, args: next.args }],
  };
}
