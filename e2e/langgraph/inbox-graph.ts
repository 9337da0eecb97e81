import { AIMessage, ToolMessage } from '@langchain/core/messages';
import {
  END,
  interrupt,
  type LangGraphRunnableConfig,
  MessagesAnnotation,
  START,
  StateGraph,
} from '@langchain/langgraph';
import type { HumanInterrupt, HumanInterruptConfig, HumanResponse } from '@langchain/langgraph/prebuilt';
import { ScriptedChatModel } from './scripted-chat-model.ts';
import { testTools } from './test-tools.ts';

const model = new ScriptedChatModel();

/** What the operator may do with each tool's call, as Agent Inbox reads it. */
const allowed: Record<string, HumanInterruptConfig> = {
  send_email: { allow_accept: true, allow_edit: true, allow_respond: true, allow_ignore: true },
  write_file: { allow_accept: true, allow_edit: true, allow_respond: false, allow_ignore: true },
};

async function agent(state: typeof MessagesAnnotation.State) {
  return { messages: [await model.invoke(state.messages)] };
}

/**
 * Asks for each call of the last AI message, one interrupt at a time, with Agent Inbox's `HumanInterrupt` raised
 * as a one-item list (`list`) or as the object itself (`object`); either way the answer is a `HumanResponse` list.
 */
function reviewAs(form: 'list' | 'object') {
  return async (state: typeof MessagesAnnotation.State, config: LangGraphRunnableConfig) => {
    const last = state.messages.at(-1);
    if (!(last instanceof AIMessage)) return {};
    const replies: ToolMessage[] = [];
    for (const call of last.tool_calls ?? []) {
      const request: HumanInterrupt = {
        action_request: { action: call.name, args: call.args },
        config: allowed[call.name] ?? allowed.write_file!,
        description: `The agent wants to run **${call.name}**.`,
      };
      const [response] =
        form === 'list'
          ? interrupt<HumanInterrupt[], HumanResponse[]>([request])
          : interrupt<HumanInterrupt, HumanResponse[]>(request);
      replies.push(await answer(call, response, config));
    }
    return { messages: replies };
  };
}

async function answer(
  call: { name: string; args: Record<string, unknown>; id?: string },
  response: HumanResponse | undefined,
  config: LangGraphRunnableConfig,
): Promise<ToolMessage> {
  const toolCallId = call.id ?? call.name;
  const chosen = testTools[call.name as keyof typeof testTools];
  if (response?.type === 'accept' || response?.type === 'edit') {
    const args =
      response.type === 'edit' && response.args !== null && typeof response.args === 'object'
        ? response.args.args
        : call.args;
    const result = await (chosen as { invoke: (input: unknown, config: unknown) => Promise<unknown> }).invoke(
      args,
      config,
    );
    return new ToolMessage({ tool_call_id: toolCallId, content: String(result) });
  }
  if (response?.type === 'response') {
    return new ToolMessage({
      tool_call_id: toolCallId,
      content: `The operator answered: ${String(response.args)}`,
    });
  }
  return new ToolMessage({ tool_call_id: toolCallId, content: 'The operator ignored this call.' });
}

function afterAgent(state: typeof MessagesAnnotation.State): 'review' | typeof END {
  const last = state.messages.at(-1);
  return last instanceof AIMessage && (last.tool_calls?.length ?? 0) > 0 ? 'review' : END;
}

/** The Agent Inbox graph, its interrupts raised in `form`. */
export function inboxGraph(form: 'list' | 'object') {
  return new StateGraph(MessagesAnnotation)
    .addNode('agent', agent)
    .addNode('review', reviewAs(form))
    .addEdge(START, 'agent')
    .addConditionalEdges('agent', afterAgent, ['review', END])
    .addEdge('review', 'agent')
    .compile();
}

export const graph = inboxGraph('list');
