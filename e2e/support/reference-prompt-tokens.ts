import { promptTokensEstimate } from 'openai-chat-tokens';

type ReferenceRequest = Parameters<typeof promptTokensEstimate>[0];
type ChatMessage = {
  readonly role: string;
  readonly content?: unknown;
  readonly tool_call_id?: string;
  readonly tool_calls?: readonly {
    readonly id: string;
    readonly function: { readonly name: string; readonly arguments: string };
  }[];
};

/**
 * The prompt tokens `openai-chat-tokens` (an estimator its authors checked against OpenAI's API, for cl100k_base
 * models) gives a Chat Completions body: a call as `function_call`, a result as a `function` message.
 */
export function referencePromptTokens(body: unknown): number {
  const chat = body as {
    readonly messages: readonly ChatMessage[];
    readonly tools?: readonly { readonly function: never }[];
  };
  const names = new Map<string, string>();
  const messages = chat.messages.map((message) => {
    if (message.role === 'tool')
      return {
        role: 'function',
        name: names.get(message.tool_call_id ?? '') ?? '',
        content: String(message.content),
      };
    const [call] = message.tool_calls ?? [];
    if (call) names.set(call.id, call.function.name);
    return {
      role: message.role,
      content: typeof message.content === 'string' ? message.content : '',
      ...(call ? { function_call: { name: call.function.name, arguments: call.function.arguments } } : {}),
    };
  });
  const functions = chat.tools?.map((tool) => tool.function);
  return promptTokensEstimate({ messages, ...(functions ? { functions } : {}) } as ReferenceRequest);
}
