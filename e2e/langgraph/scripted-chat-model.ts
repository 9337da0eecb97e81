import { BaseChatModel, type BaseChatModelParams } from '@langchain/core/language_models/chat_models';
import { AIMessage, type BaseMessage } from '@langchain/core/messages';
import type { ChatResult } from '@langchain/core/outputs';

/** What a test writes as the human message: the calls the model should propose, in order. */
interface ScriptedTurn {
  readonly calls: readonly { readonly name: string; readonly args: Record<string, unknown> }[];
}

function readTurn(text: string): ScriptedTurn {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed !== null && typeof parsed === 'object' && Array.isArray((parsed as ScriptedTurn).calls)) {
      return parsed as ScriptedTurn;
    }
  } catch {
    // plain text asks for no tool
  }
  return { calls: [] };
}

function messageText(message: BaseMessage): string {
  return typeof message.content === 'string' ? message.content : JSON.stringify(message.content);
}

/**
 * A chat model with no network: after a human message it proposes the tool calls the message spells out as
 * JSON; after tool results it answers with a line quoting them.
 */
export class ScriptedChatModel extends BaseChatModel {
  private callCount = 0;

  constructor(fields: BaseChatModelParams = {}) {
    super(fields);
  }

  _llmType(): string {
    return 'scripted';
  }

  override bindTools(): this {
    return this;
  }

  async _generate(messages: BaseMessage[]): Promise<ChatResult> {
    const last = messages.at(-1);
    const reply = last?.getType() === 'human' ? this.propose(messageText(last)) : this.conclude(messages);
    return { generations: [{ text: messageText(reply), message: reply }] };
  }

  private propose(text: string): AIMessage {
    const turn = readTurn(text);
    if (turn.calls.length === 0) return new AIMessage('Nothing to do.');
    return new AIMessage({
      content: '',
      tool_calls: turn.calls.map((call) => {
        this.callCount += 1;
        return {
          id: `call_${Date.now().toString(36)}_${this.callCount}`,
          name: call.name,
          args: call.args,
          type: 'tool_call',
        };
      }),
    });
  }

  private conclude(messages: readonly BaseMessage[]): AIMessage {
    const results: string[] = [];
    for (let index = messages.length - 1; index >= 0 && messages[index]?.getType() === 'tool'; index -= 1) {
      results.unshift(messageText(messages[index]!));
    }
    return new AIMessage(`Finished: ${results.join(' | ')}`);
  }
}
