import { Ajv, type ErrorObject } from 'ajv';
import { compileRule } from './compile-rule.ts';
import type { Rule } from './rule.ts';
import { rulesFileSchema } from './rule-schema.ts';
import type { ToolTierSetting } from './tool-tier-setting.ts';

/** Largest rules file accepted, in characters. */
export const maxRulesFileLength = 5_000_000;

const validate = new Ajv({ allErrors: false, strict: false, logger: false }).compile(rulesFileSchema);

/** A rule as imported: everything but the id, number and position, which the list gives it. */
export type ImportedRule = Omit<Rule, 'id' | 'number' | 'position'>;

/** The outcome of reading a rules file: the rules in order, or what is wrong with the file. */
export type RulesFileResult =
  | {
      readonly ok: true;
      readonly rules: readonly ImportedRule[];
      /** Allow rules that lost their destructive confirmation: it is given again on this screen, never imported. */
      readonly unconfirmed: number;
      /** The tiers the file gives remote tools. */
      readonly tiers: readonly ToolTierSetting[];
    }
  | { readonly ok: false; readonly error: string };

/** The rules as a JSON file, in list order, with the tiers given to remote tools. */
export function exportRulesFile(
  rules: readonly Rule[],
  at: number,
  tiers: readonly ToolTierSetting[] = [],
): string {
  const ordered = [...rules].sort((a, b) => a.position - b.position);
  const file = {
    format: 'toolgate-rules',
    version: 1,
    exportedAt: at,
    rules: ordered,
    ...(tiers.length > 0 ? { tiers } : {}),
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

function where(error: ErrorObject): string {
  const match = /^\/rules\/(\d+)(.*)$/.exec(error.instancePath);
  if (!match) return error.instancePath ? `at ${error.instancePath}` : 'at the top level';
  const rest = match[2] ? ` (${match[2].slice(1).replaceAll('/', '.')})` : '';
  return `in rule ${Number(match[1]) + 1}${rest}`;
}

/**
 * Reads a rules file: JSON, the file's shape (JSON Schema), then each rule's patterns and ranges. The first
 * problem is reported with the rule's place in the file; nothing is imported from a file with a problem.
 */
export function importRulesFile(text: string, now: number): RulesFileResult {
  if (text.length > maxRulesFileLength)
    return {
      ok: false,
      error: `The file is too large (${text.length} characters; at most ${maxRulesFileLength}).`,
    };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return {
      ok: false,
      error: `The file is not JSON: ${error instanceof Error ? error.message : String(error)}.`,
    };
  }
  if (!validate(parsed)) {
    const error = validate.errors?.[0];
    return {
      ok: false,
      error: error
        ? `This is not a Toolgate rules file: ${where(error)}, ${error.message ?? 'the value is not valid'}.`
        : 'This is not a Toolgate rules file.',
    };
  }
  const file = parsed as { readonly rules: readonly Rule[]; readonly tiers?: readonly ToolTierSetting[] };
  const rules: ImportedRule[] = [];
  let unconfirmed = 0;
  for (const [index, entry] of file.rules.entries()) {
    const { id: _id, number: _number, position: _position, destructiveConfirmedAt, ...rest } = entry;
    if (destructiveConfirmedAt !== undefined) unconfirmed += 1;
    const imported: ImportedRule = { ...rest, createdAt: rest.createdAt ?? now, updatedAt: now };
    const compiled = compileRule({ ...imported, id: 'import', number: index + 1, position: index });
    if (!compiled.ok)
      return { ok: false, error: `Rule ${index + 1} of the file: ${compiled.problems.join(' ')}` };
    rules.push(imported);
  }
  return { ok: true, rules, unconfirmed, tiers: file.tiers ?? [] };
}
