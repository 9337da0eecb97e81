import { isJsonObject } from '../core/json.ts';
import type { ModelRequest } from '../core/model-request.ts';
import { readFacts } from './demo-facts.ts';
import { historyTurn, lookupTurn, refundAttemptTurn } from './demo-investigation-turns.ts';
import { ran } from './demo-replies.ts';
import {
  afterScriptTurn,
  closeDuplicateTurn,
  refundAndEmailTurn,
  removeDuplicateTurn,
  wrapUpTurn,
} from './demo-resolution-turns.ts';
import type { DemoToolHints } from './demo-mcp-turns.ts';
import { mcpReport, mcpTurn, offeredMcpTools } from './demo-mcp-turns.ts';
import type { DemoTurn } from './demo-turn.ts';
import type { DemoHistory, SeenCall } from './read-request.ts';
import { readRequest } from './read-request.ts';

/** The steps of the scripted case, named after what the demo's calls in that step do. */
export type DemoStep =
  'lookup' | 'history' | 'refund-attempt' | 'refund-and-email' | 'remove-duplicate' | 'close-duplicate';

/** Which step a model message's calls belong to, recognised from the calls themselves. */
export function stepOf(calls: readonly SeenCall[]): DemoStep | undefined {
  const has = (name: string, model?: string) =>
    calls.some((call) => call.name === name && (model === undefined || call.args.model === model));
  if (has('delete_record')) return 'remove-duplicate';
  if (has('update_record', 'ticket')) return 'close-duplicate';
  if (has('send_email')) return 'refund-and-email';
  const update = calls.find((call) => call.name === 'update_record' && call.args.model === 'order');
  if (update) {
    const values = update.args.values;
    return isJsonObject(values) && 'refund_ammount' in values ? 'refund-attempt' : 'refund-and-email';
  }
  if (
    has('search_records', 'order') ||
    has('search_records', 'ticket') ||
    has('search_records', 'order_line')
  )
    return 'history';
  if (has('search_records', 'customer') || has('read_record', 'order')) return 'lookup';
  return undefined;
}

/** Whether the step that made these calls is the script's last: what follows it is the wrap-up. */
function isFinalStep(last: readonly SeenCall[]): boolean {
  const step = stepOf(last);
  return step === undefined || step === 'close-duplicate' || (step === 'remove-duplicate' && ran(last[0]));
}

/**
 * The turn that follows what the demo can see of the conversation. A later model message without calls is
 * either the wrap-up (the script is over) or a turn the operator stopped before it made its calls: then the
 * operator's next message (such as "continue") resumes the script where it stood.
 */
export function nextTurn(history: DemoHistory): DemoTurn {
  if (history.calls.length === 0) return lookupTurn(history);
  if (!history.lastCallsAreLatest && isFinalStep(history.lastCalls)) return afterScriptTurn(history);
  const facts = readFacts(history);
  const last = history.lastCalls;
  switch (stepOf(last)) {
    case 'lookup':
      return historyTurn(history, facts);
    case 'history':
      return refundAttemptTurn(facts);
    case 'refund-attempt':
      return refundAndEmailTurn(last[0]!, facts);
    case 'refund-and-email':
      return removeDuplicateTurn(last, facts);
    case 'remove-duplicate':
      return ran(last[0]) ? wrapUpTurn(history, facts) : closeDuplicateTurn(last[0]!, facts);
    case 'close-duplicate':
    case undefined:
      return wrapUpTurn(history, facts);
  }
}

/**
 * Keeps the turn to the tools the request declares: a call to a tool this session does not offer is left out
 * and said instead, as a real model would not call a tool it was not given.
 */
function withinTools(turn: DemoTurn, request: ModelRequest): DemoTurn {
  const offered = new Set(request.tools.map((tool) => tool.name));
  const missing = [...new Set(turn.calls.filter((call) => !offered.has(call.name)).map((call) => call.name))];
  if (missing.length === 0) return turn;
  const kept = turn.calls.filter((call) => offered.has(call.name));
  const them = missing.length > 1 ? 'them' : 'it';
  const notice = `I would call ${missing.join(' and ')} now, but this session does not offer ${them}`;
  // With nothing left to call, the planned text would promise work that cannot happen.
  if (kept.length === 0)
    return {
      text: `${notice}, so I will stop here. Enable the built-in tools to run the demo case.`,
      calls: [],
    };
  return { ...turn, text: `${turn.text}\n\n${notice}; I will go on without ${them}.`, calls: kept };
}

/** The tools the scripted case calls; a call of any other tool (an MCP server's) is not a step of the case. */
const scriptTools: ReadonlySet<string> = new Set([
  'search_records',
  'read_record',
  'update_record',
  'send_email',
  'delete_record',
]);
const offScript = (name: string) => !scriptTools.has(name);

/**
 * Decides the demo model's next turn from the request alone: it reads the results of its earlier calls (the
 * data, refusals, declines and the operator's notes on edited arguments) and continues the scripted case,
 * correcting itself after a refusal and acknowledging edits and declines. When the request offers tools of a
 * connected MCP server (`hints` says which, and what they declare) and none has been called yet, the next turn
 * tries that server first; once its calls are settled, the case goes on where it stood, saying what they did.
 */
export function planDemoTurn(request: ModelRequest, hints: DemoToolHints = () => undefined): DemoTurn {
  const seen = readRequest(request);
  const offered = offeredMcpTools(request, hints);
  const triedMcp = seen.calls.some((call) => offScript(call.name));
  const tryMcp = offered.length > 0 && !triedMcp ? mcpTurn(offered) : undefined;
  if (tryMcp) return withinTools(tryMcp, request);
  const turn = nextTurn(readRequest(request, offScript));
  const justTried = seen.lastCallsAreLatest && seen.lastCalls.every((call) => offScript(call.name));
  if (!triedMcp || !justTried) return withinTools(turn, request);
  return withinTools({ ...turn, text: `${mcpReport(seen.lastCalls, hints)}\n\n${turn.text}` }, request);
}
