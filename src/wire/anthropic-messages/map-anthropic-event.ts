import type { TrackedCall } from '../call-tracker.ts';
import { asNumber, type JsonRecord } from '../read-json.ts';
import { parsePayload, type TurnWriter, type WireMapper } from '../turn-writer.ts';
import {
  parseAnthropicEvent,
  type AnthropicBlockDelta,
  type AnthropicBlockStart,
} from './parse-anthropic-event.ts';

type Block =
  { readonly kind: 'thinking'; signature: string } | { readonly kind: 'tool'; readonly call: TrackedCall };

/** Stop reasons that mean the output limit cut the message short. */
const truncatingStops = new Set(['max_tokens', 'model_context_window_exceeded']);

/**
 * Maps Anthropic Messages SSE onto the turn: text, thinking (with its signature kept for replay), redacted
 * thinking, and `tool_use` blocks whose `input_json_delta` fragments are the arguments. The `input` announced
 * in `content_block_start` is only a fallback for a call that receives no fragment. Blocks that arrive whole
 * inside `message_start.message.content` are read as they stand.
 */
export function createAnthropicMapper(writer: TurnWriter): WireMapper {
  const blocks = new Map<number, Block>();
  let usage: Record<string, unknown> = {};
  /** A stop reason already set in `message_start`, used when no `message_delta` gives one. */
  let startStop: string | undefined;
  let finished = false;

  const recordUsage = (update: JsonRecord | undefined): void => {
    if (update === undefined) return;
    usage = { ...usage, ...pickUsage(update) };
    writer.usage(usage, asNumber(usage.input_tokens), asNumber(usage.output_tokens));
  };

  const startBlock = (index: number, block: AnthropicBlockStart): void => {
    if (block.type === 'text') writer.text(block.text);
    else if (block.type === 'redacted-thinking') writer.reasoningEnd({ redactedThinking: [block.data] });
    else if (block.type === 'thinking') {
      writer.reasoning(block.thinking);
      blocks.set(index, { kind: 'thinking', signature: block.signature });
    } else if (block.type === 'tool-use') {
      const call = writer.calls.open({ providerId: block.id, name: block.name, announced: block.input });
      blocks.set(index, { kind: 'tool', call });
    }
  };

  /**
   * A block that `message_start` delivered whole (programmatic tool calling sends `tool_use` so): it opens and
   * closes at once; a tool call's `input` is its arguments, as an object sent whole.
   */
  const wholeBlock = (block: AnthropicBlockStart): void => {
    if (block.type === 'tool-use') {
      const call = writer.calls.open({ providerId: block.id, name: block.name });
      if (block.input !== undefined) writer.calls.appendObject(call, block.input);
      writer.calls.markWhole(call);
      writer.calls.close(call);
    } else if (block.type === 'thinking') {
      writer.reasoning(block.thinking);
      writer.reasoningEnd(block.signature !== '' ? { reasoningSignature: block.signature } : undefined);
    } else {
      startBlock(-1, block);
    }
  };

  const blockDelta = (index: number, delta: AnthropicBlockDelta): void => {
    const block = blocks.get(index);
    if (delta.type === 'text') writer.text(delta.text);
    else if (delta.type === 'thinking') writer.reasoning(delta.thinking);
    else if (delta.type === 'signature' && block?.kind === 'thinking') block.signature += delta.signature;
    else if (delta.type === 'input-json' && block?.kind === 'tool')
      writer.calls.append(block.call, delta.partialJson);
  };

  const stopBlock = (index: number): void => {
    const block = blocks.get(index);
    blocks.delete(index);
    if (block?.kind === 'tool') {
      writer.calls.markWhole(block.call);
      writer.calls.close(block.call);
    } else if (block?.kind === 'thinking') {
      writer.reasoningEnd(block.signature !== '' ? { reasoningSignature: block.signature } : undefined);
    }
  };

  return {
    payload(data, eventName) {
      const json = parsePayload(writer, data, 'anthropic-messages');
      if (json === undefined) return;
      const event = parseAnthropicEvent(json, eventName);
      if (event.kind === 'message-start') {
        recordUsage(event.usage);
        startStop = event.stopReason;
        event.content.forEach(wholeBlock);
      } else if (event.kind === 'block-start') startBlock(event.index, event.block);
      else if (event.kind === 'block-delta') blockDelta(event.index, event.delta);
      else if (event.kind === 'block-stop') stopBlock(event.index);
      else if (event.kind === 'message-delta') {
        recordUsage(event.usage);
        if (event.stopReason !== undefined) {
          finished = true;
          writer.finish(event.stopReason, truncatingStops.has(event.stopReason));
        }
      } else if (event.kind === 'message-stop') {
        if (!finished && startStop !== undefined) writer.finish(startStop, truncatingStops.has(startStop));
        writer.complete();
      } else if (event.kind === 'error') writer.fail(event.message);
    },
    end: () => writer.endOfStream(),
  };
}

/** The token counts of a usage object; cache counts only when they are non-zero, as they cost money. */
function pickUsage(update: JsonRecord): Record<string, number> {
  const picked: Record<string, number> = {};
  for (const key of [
    'input_tokens',
    'output_tokens',
    'cache_creation_input_tokens',
    'cache_read_input_tokens',
  ]) {
    const value = asNumber(update[key]);
    if (value !== undefined && (value !== 0 || !key.startsWith('cache_'))) picked[key] = value;
  }
  return picked;
}
