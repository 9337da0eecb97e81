import { AIMessage } from '@langchain/core/messages';
import { interrupt, MessagesAnnotation, START, StateGraph } from '@langchain/langgraph';
import { recordExecution } from './test-tools.ts';

async function ask(_state: typeof MessagesAnnotation.State, config: Parameters<typeof recordExecution>[2]) {
  const answer = interrupt<unknown, unknown>({
    question: 'Which region should the quarterly report cover?',
    options: ['emea', 'amer', 'apac'],
  });
  recordExecution('record_answer', answer, config);
  return { messages: [new AIMessage(`Answer received: ${JSON.stringify(answer)}`)] };
}

export const graph = new StateGraph(MessagesAnnotation).addNode('ask', ask).addEdge(START, 'ask').compile();
