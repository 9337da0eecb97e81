import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../core/audit-entry.ts';
import { auditToCsv, auditToJson, csvField } from './audit-export.ts';
import { auditSourceKey, auditSourceLabel, filterAudit, noFilter } from './audit-filter.ts';

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: 'a1',
  at: Date.UTC(2026, 2, 3, 9, 0, 0),
  conversationId: 'c',
  callId: 'call_1',
  tool: 'issue_refund',
  by: 'operator',
  decision: 'approved',
  proposedArgs: { amount: 149 },
  approvedArgs: { amount: 100 },
  modifiedKeys: ['amount'],
  outcome: 'executed',
  ...overrides,
});

describe('audit export', () => {
  it('writes a header and one quoted, defused row per entry', () => {
    const csv = auditToCsv([
      entry({ feedback: 'Refund "only" the duplicate, please' }),
      entry({ id: 'a2', reason: '=HYPERLINK("x")' }),
    ]);
    const [header, first, second] = csv.trim().split('\r\n');
    expect(header?.split(',').slice(0, 5)).toEqual(['at', 'tool', 'decision', 'by', 'outcome']);
    expect(first).toContain(
      '2026-03-03T09:00:00.000Z,issue_refund,approved,operator,executed,amount,"Refund ""only"" the duplicate, please"',
    );
    expect(second).toContain(`"'=HYPERLINK(""x"")"`);
    expect(header?.split(',').at(-3)).toBe('initiatedBy');
    expect(
      auditToCsv([entry({ initiatedBy: 'operator' })])
        .trim()
        .split('\r\n')[1]
        ?.endsWith(',operator,,'),
    ).toBe(true);
  });

  it('carries the prompt tokens predicted and billed for the request that proposed the call', () => {
    const csv = auditToCsv([
      entry({ promptTokens: { predicted: 6_021, billed: 6_034 } }),
      entry({ id: 'a2', promptTokens: { billed: 50 } }),
    ]);
    const [header, first, second] = csv.trim().split('\r\n');
    expect(header?.split(',').at(-2)).toBe('promptTokens');
    expect(first?.endsWith(',"predicted 6021, billed 6034",')).toBe(true);
    expect(second?.endsWith(',"not predicted, billed 50",')).toBe(true);
    const json = [entry({ promptTokens: { predicted: 6_021, billed: 6_034 } })];
    expect(JSON.parse(auditToJson(json))[0].promptTokens).toEqual({ predicted: 6_021, billed: 6_034 });
  });

  it('carries the group a call was decided in', () => {
    const grouped = entry({ group: { id: 'group_7', size: 5 } });
    const [header, row] = auditToCsv([grouped]).trim().split('\r\n');
    expect(header?.split(',').at(-1)).toBe('group');
    expect(row?.endsWith(',group_7 (5 calls)')).toBe(true);
    expect(JSON.parse(auditToJson([grouped]))[0].group).toEqual({ id: 'group_7', size: 5 });
  });

  it('keeps JSON round-trippable', () => {
    const entries = [entry({})];
    expect(JSON.parse(auditToJson(entries))).toEqual(entries);
  });

  it('quotes line breaks and leaves plain text alone', () => {
    expect(csvField('a\nb')).toBe('"a\nb"');
    expect(csvField('plain')).toBe('plain');
    expect(csvField('-1')).toBe("'-1");
  });
});

describe('filterAudit', () => {
  it('filters by tool, outcome and decider, newest first', () => {
    const entries = [
      entry({ id: '1', at: 1, tool: 'a', by: 'policy', outcome: 'executed' }),
      entry({ id: '2', at: 3, tool: 'a', by: 'operator', outcome: 'declined' }),
      entry({ id: '3', at: 2, tool: 'b', by: 'operator', outcome: 'executed' }),
    ];
    expect(filterAudit(entries, noFilter).map((item) => item.id)).toEqual(['2', '3', '1']);
    expect(filterAudit(entries, { ...noFilter, tool: 'a' }).map((item) => item.id)).toEqual(['2', '1']);
    expect(
      filterAudit(entries, { ...noFilter, outcome: 'executed', by: 'operator' }).map((item) => item.id),
    ).toEqual(['3']);
  });

  it('filters by source: the built-in agent, or every thread of one remote agent', () => {
    const deployment = 'http://127.0.0.1:2024';
    const entries = [
      entry({ id: '1', at: 1 }),
      entry({ id: '2', at: 2, origin: { kind: 'langgraph', deploymentId: deployment, threadId: 't1' } }),
      entry({ id: '3', at: 3, origin: { kind: 'langgraph', deploymentId: deployment, threadId: 't2' } }),
      entry({ id: '4', at: 4, origin: { kind: 'ag-ui', agentId: 'support', threadId: 't1' } }),
    ];
    const ids = (source: string) => filterAudit(entries, { ...noFilter, source }).map((item) => item.id);
    expect(ids('built-in')).toEqual(['1']);
    expect(ids(auditSourceKey(entries[1]!))).toEqual(['3', '2']);
    expect(ids(auditSourceKey(entries[3]!))).toEqual(['4']);
    expect(auditSourceLabel(entries[3]!, new Map([['support', 'Support desk']]))).toBe(
      'AG-UI · Support desk',
    );
    expect(auditSourceLabel(entries[1]!, new Map())).toBe(`LangGraph · ${deployment}`);
    expect(auditSourceLabel(entries[0]!, new Map())).toBe('Built-in agent');
  });
});
