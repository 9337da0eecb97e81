import { describe, expect, it } from 'vitest';
import { compileToolPattern } from './tool-pattern.ts';

function matcher(pattern: string) {
  const compiled = compileToolPattern(pattern);
  if (typeof compiled === 'string') throw new Error(compiled);
  return compiled;
}

describe('tool-name patterns', () => {
  it('matches a name exactly without wildcards', () => {
    expect(matcher('write_file')('write_file')).toBe(true);
    expect(matcher('write_file')('write_files')).toBe(false);
  });

  it('* stands for any run of characters, none included, also in MCP namespaced names', () => {
    expect(matcher('*delete*')('delete_record')).toBe(true);
    expect(matcher('*delete*')('github__delete_branch')).toBe(true);
    expect(matcher('*delete*')('update_record')).toBe(false);
    expect(matcher('github__*')('github__create_issue')).toBe(true);
    expect(matcher('github__*')('gitlab__create_issue')).toBe(false);
    expect(matcher('*__read_*')('files__read_text')).toBe(true);
    expect(matcher('a*a')('a')).toBe(false);
    expect(matcher('a*a')('aa')).toBe(true);
    expect(matcher('*')('anything')).toBe(true);
    expect(matcher('a*b*c')('abc')).toBe(true);
    expect(matcher('a*b*c')('acb')).toBe(false);
  });

  it('other characters are literal, not regular-expression syntax', () => {
    expect(matcher('read.file')('read.file')).toBe(true);
    expect(matcher('read.file')('readXfile')).toBe(false);
  });

  it('rejects an empty or oversized pattern', () => {
    expect(compileToolPattern('  ')).toMatch(/empty/);
    expect(compileToolPattern('x'.repeat(201))).toMatch(/at most 200/);
  });
});
