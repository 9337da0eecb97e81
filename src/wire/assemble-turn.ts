import { createStreamAssembler, type StreamAssemblerOptions } from './create-stream-assembler.ts';
import { detectFormat } from './detect-format.ts';
import type { StreamEvent, ToolArguments, WireFormat } from './stream-event.ts';

/**
 * One assembled tool call, in the shape of the wire fixtures' `*.expected.json`: the provider's id (or a
 * synthesized one), name, parsed and raw arguments, and any replay decorations spread alongside
 * (`thoughtSignature`, `itemId`, `result`, `parentMessageId`, `encryptedValue`).
 */
export interface AssembledToolCall {
  readonly id: string;
  readonly name: string;
  readonly arguments: ToolArguments | null;
  readonly rawArguments: string;
  readonly parseError?: string;
  readonly truncated?: boolean;
  readonly [decoration: string]: unknown;
}

/**
 * A whole turn, in the shape of the fixtures' `*.expected.json` plus `errors`. Turn-level decorations from
 * `reasoning-end` events (`reasoningSignature`, `thoughtSignatures`, `reasoningItems`, …) sit at the top level.
 */
export interface AssembledTurn {
  readonly format: WireFormat;
  readonly text: string;
  readonly reasoning?: string;
  readonly toolCalls: readonly AssembledToolCall[];
  readonly finishReason?: string;
  readonly usage?: unknown;
  readonly errors: readonly string[];
  readonly [decoration: string]: unknown;
}

/** Folds a turn's events into its assembled form as they come, for captures too large to hold as events. */
export interface TurnFolder {
  add(event: StreamEvent): void;
  /** The turn so far; tool calls keep the order in which they opened. */
  turn(): AssembledTurn;
}

/** Creates an empty {@link TurnFolder}. */
export function createTurnFolder(format: WireFormat): TurnFolder {
  // Text arrives in many small deltas: pieces are joined once, when the turn is read.
  const text: string[] = [];
  const reasoning: string[] = [];
  let finishReason: string | undefined;
  let usage: unknown;
  const errors: string[] = [];
  const decorations: Record<string, unknown> = {};
  const order = new Map<string, number>();
  const calls: { readonly at: number; readonly call: AssembledToolCall }[] = [];

  return {
    add(event) {
      switch (event.type) {
        case 'text-delta':
          text.push(event.delta);
          break;
        case 'reasoning-delta':
          reasoning.push(event.delta);
          break;
        case 'reasoning-end':
          for (const [key, value] of Object.entries(event.decorations ?? {})) {
            const previous = decorations[key];
            decorations[key] =
              Array.isArray(previous) && Array.isArray(value) ? [...previous, ...value] : value;
          }
          break;
        case 'tool-input-start':
          order.set(event.callId, order.size);
          break;
        case 'tool-input-end':
          calls.push({
            at: order.get(event.callId) ?? order.size + calls.length,
            call: {
              id: event.providerId,
              name: event.name,
              arguments: event.arguments,
              rawArguments: event.rawArguments,
              ...(event.parseError !== undefined ? { parseError: event.parseError } : {}),
              ...(event.truncated ? { truncated: true } : {}),
              ...event.decorations,
            },
          });
          break;
        case 'usage':
          usage = event.raw;
          break;
        case 'finish':
          finishReason = event.reason;
          break;
        case 'error':
          errors.push(event.message);
          break;
      }
    },
    turn() {
      const joinedReasoning = reasoning.join('');
      return {
        format,
        text: text.join(''),
        ...(joinedReasoning !== '' ? { reasoning: joinedReasoning } : {}),
        toolCalls: [...calls].sort((a, b) => a.at - b.at).map((entry) => entry.call),
        ...decorations,
        ...(finishReason !== undefined ? { finishReason } : {}),
        ...(usage !== undefined ? { usage } : {}),
        errors: [...errors],
      };
    },
  };
}

/** Folds a turn's events into its assembled form; tool calls keep the order in which they opened. */
export function assembleTurn(format: WireFormat, events: Iterable<StreamEvent>): AssembledTurn {
  const folder = createTurnFolder(format);
  for (const event of events) folder.add(event);
  return folder.turn();
}

/**
 * Assembles a whole raw capture at once. The format is detected when not given.
 * @throws Error when no format is given and none can be recognised.
 */
export function assembleCapture(
  capture: Uint8Array | string,
  format?: WireFormat,
  options?: StreamAssemblerOptions,
): AssembledTurn {
  const chosen =
    format ?? detectFormat(typeof capture === 'string' ? capture : new TextDecoder().decode(capture));
  if (chosen === undefined) throw new Error('could not recognise the wire format of the capture');
  const assembler = createStreamAssembler(chosen, options);
  return assembleTurn(chosen, [...assembler.push(capture), ...assembler.end()]);
}
