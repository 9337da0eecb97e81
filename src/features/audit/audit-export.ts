import type { AuditEntry } from '../../core/audit-entry.ts';

const columns = [
  'at',
  'tool',
  'decision',
  'by',
  'outcome',
  'modifiedKeys',
  'feedback',
  'reason',
  'outcomeDetail',
  'elicitation',
  'proposedArgs',
  'approvedArgs',
  'callId',
  'conversationId',
  'origin',
  'interruptId',
  'operator',
  'finishedAt',
  'id',
  'rule',
  'initiatedBy',
  'promptTokens',
  'group',
] as const;

function cell(entry: AuditEntry, column: (typeof columns)[number]): string {
  const value = entry[column];
  if (value === undefined || value === null) return '';
  if (column === 'at' || column === 'finishedAt') return new Date(value as number).toISOString();
  if (column === 'rule' && entry.rule) return `rule ${entry.rule.number}: ${entry.rule.summary}`;
  if (column === 'promptTokens' && entry.promptTokens) {
    const { predicted, billed } = entry.promptTokens;
    return `${predicted === undefined ? 'not predicted' : `predicted ${predicted}`}, billed ${billed}`;
  }
  if (column === 'group' && entry.group) return `${entry.group.id} (${entry.group.size} calls)`;
  if (Array.isArray(value)) return value.join(' ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * One CSV field: quoted when it holds a comma, quote or line break, and defused when it starts like a formula
 * (`=`, `+`, `-`, `@`), since a model wrote much of this text and spreadsheets execute formulas.
 */
export function csvField(text: string): string {
  const defused = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(defused) ? `"${defused.replace(/"/g, '""')}"` : defused;
}

/** The entries as CSV with a header row. */
export function auditToCsv(entries: readonly AuditEntry[]): string {
  const lines = [
    columns.join(','),
    ...entries.map((entry) => columns.map((column) => csvField(cell(entry, column))).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** The entries as pretty JSON, the format the audit log is kept in. */
export function auditToJson(entries: readonly AuditEntry[]): string {
  return `${JSON.stringify(entries, null, 2)}\n`;
}
