import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { namespacedToolName, serverPrefixes } from './mcp-tool-name.ts';

const valid = /^[A-Za-z0-9_-]{1,64}$/;

describe('namespacedToolName', () => {
  it('joins server and tool when both are valid names', () => {
    expect(namespacedToolName('files', 'write_file')).toBe('files__write_file');
  });

  it('always gives a name providers accept, whatever the tool is called', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.string({ maxLength: 200 }), (server, tool) => {
        expect(namespacedToolName(server, tool)).toMatch(valid);
      }),
    );
  });

  it('keeps tools apart whose names differ only in characters a provider rejects, or past 64 characters', () => {
    const long = 'a'.repeat(70);
    const names = [
      'trigger-long-running-operation',
      'read file',
      'read.file',
      'read/file',
      `${long}1`,
      `${long}2`,
      'записать',
      'написать',
    ].map((tool) => namespacedToolName('everything', tool));
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(valid);
  });
});

describe('serverPrefixes', () => {
  it('gives servers whose names look alike different prefixes', () => {
    const prefixes = serverPrefixes([
      { id: 'one', name: 'Files' },
      { id: 'two', name: 'Files!' },
      { id: 'three', name: 'Everything' },
    ]);
    expect(prefixes.get('three')).toBe('Everything');
    expect(prefixes.get('one')).not.toBe(prefixes.get('two'));
    expect(namespacedToolName(prefixes.get('one')!, 'read')).not.toBe(
      namespacedToolName(prefixes.get('two')!, 'read'),
    );
  });
});
