import type { JsonObject, JsonValue } from '../core/json.ts';
import type { CallOutcome, SeenCall } from './read-request.ts';

// The one-line header core/pruning.ts leaves for a pruned tool call:
// `[pruned tool-call part_x: update_record("order", 1042, {refund_amount: 45}) → executed; result: …]`.
const opening = /^\[pruned tool-call [^:]+: ([A-Za-z0-9_-]+)\(/;
const statusMark =
  /\) → (streaming|checking|refused|pending|declined|executing|executed|failed|interrupted)(?=;|\]$)/;

function detail(rest: string, label: string): string | undefined {
  const at = rest.indexOf(`; ${label}: `);
  if (at < 0) return undefined;
  const text = rest.slice(at + label.length + 4);
  const end = text.search(/; (operator modified|result|error|refused|declined|feedback): /);
  return (end < 0 ? text : text.slice(0, end)).replace(/\]$/, '');
}

function outcomeOf(status: string, rest: string): CallOutcome {
  switch (status) {
    case 'executed':
      return { kind: 'executed', body: '', edits: [] };
    case 'refused':
      return { kind: 'refused', reason: detail(rest, 'refused') ?? 'the reason was pruned' };
    case 'declined': {
      const reason = detail(rest, 'declined');
      return reason ? { kind: 'declined', reason } : { kind: 'declined' };
    }
    case 'failed':
      return { kind: 'failed', reason: detail(rest, 'error') ?? 'the reason was pruned', edits: [] };
    case 'interrupted':
      return { kind: 'interrupted', reason: 'the reason was pruned' };
    default:
      return { kind: 'unknown' };
  }
}

/** Scalar `key: value` pairs of the summary, which is enough to tell the demo's own calls apart. */
function scalarPairs(summary: string): JsonObject {
  const pairs: Record<string, JsonValue> = {};
  for (const match of summary.matchAll(/([A-Za-z_]\w*): (-?\d+(?:\.\d+)?|"(?:[^"\\]|\\.)*")/g)) {
    try {
      pairs[match[1]!] = JSON.parse(match[2]!) as JsonValue;
    } catch {
      // A string cut short by the summary is not worth keeping.
    }
  }
  return pairs;
}

/**
 * Reads a pruned call back from its metadata header: its name, its model (the first quoted argument of the record
 * tools), the scalar values it named and its status. The result itself is gone, so the demo falls back on what
 * it knows of the data set.
 */
export function readPrunedHeader(text: string): SeenCall | undefined {
  const open = opening.exec(text);
  if (!open) return undefined;
  const rest = text.slice(open[0].length);
  const status = statusMark.exec(rest);
  if (!status) return undefined;
  const summary = rest.slice(0, status.index);
  const model = /^"([^"\\]*)"/.exec(summary)?.[1];
  const values = scalarPairs(summary);
  const args: JsonObject = {
    ...(model !== undefined ? { model } : {}),
    ...(Object.keys(values).length > 0 ? { values } : {}),
  };
  return { name: open[1]!, args, outcome: outcomeOf(status[1]!, rest.slice(status.index)) };
}
