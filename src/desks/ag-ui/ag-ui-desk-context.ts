import type { Conversation } from '../../core/conversation.ts';
import type { AgUiThread } from '../../sources/ag-ui/ag-ui-thread.ts';
import type { AgUiAgentRef, AgUiDeskPorts } from './ag-ui-desk-ports.ts';
import { agUiSource, threadOf } from './ag-ui-thread-view.ts';

/** The ports with the few reads every step of the AG-UI desk makes on them. */
export function createAgUiContext(ports: AgUiDeskPorts) {
  return {
    ports,
    now: () => ports.clock.now(),
    /** The thread of a held conversation: the conversation and the view kept beside it. */
    readThread(conversationId: string): AgUiThread | undefined {
      const conversation = ports.conversations.read(conversationId);
      return conversation ? threadOf(conversation, ports.views.read(conversationId)) : undefined;
    },
    /** The connected agent of a conversation's thread. */
    agentOf(conversation: Conversation | undefined): AgUiAgentRef | undefined {
      const source = agUiSource(conversation);
      return source ? ports.agent(source.agentId) : undefined;
    },
  };
}

/** The AG-UI desk's ports and reads, shared by its steps. */
export type AgUiContext = ReturnType<typeof createAgUiContext>;
