import type { AssembledToolCall, AssembledTurn } from './assemble-turn.ts';

/**
 * Deepest nesting of tool-call arguments that is handed on as a parsed value where a whole turn is printed,
 * rendered or posted between threads: JSON.stringify, structured cloning and rendering all recurse, and a
 * model or file can nest arguments thousands of levels deep. The raw text is always kept.
 */
export const maxShownArgumentDepth = 256;

/**
 * How deeply a JSON value nests (0 for a scalar), measured without recursion, and stopping once past `limit`
 * (the result is then `limit + 1`).
 */
export function jsonDepth(value: unknown, limit: number): number {
  let deepest = 0;
  const pending: { readonly value: unknown; readonly depth: number }[] = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const item = pending.pop()!;
    if (item.value === null || typeof item.value !== 'object') continue;
    const depth = item.depth + 1;
    if (depth > limit) return limit + 1;
    deepest = Math.max(deepest, depth);
    for (const child of Object.values(item.value)) pending.push({ value: child, depth });
  }
  return deepest;
}

/**
 * The turn with every tool call whose arguments nest deeper than `limit` reduced to its raw text: `arguments`
 * becomes null and `parseError` says why, so printing, cloning or rendering the turn cannot overflow the stack.
 */
export function limitTurnDepth(turn: AssembledTurn, limit = maxShownArgumentDepth): AssembledTurn {
  if (turn.toolCalls.every((call) => jsonDepth(call.arguments, limit) <= limit)) return turn;
  return {
    ...turn,
    toolCalls: turn.toolCalls.map((call): AssembledToolCall =>
      jsonDepth(call.arguments, limit) <= limit
        ? call
        : {
            ...call,
            arguments: null,
            parseError: `arguments nest more than ${limit.toLocaleString('en-US')} levels deep: shown as raw text only`,
          },
    ),
  };
}
