import { describe, expect, it } from 'vitest';
import { defaultAgentProfile, defaultOperatorProfile } from './access.ts';
import { createRecordStore } from './record-store.ts';
import { createBuiltInTools } from './record-tools.ts';
import type { ToolDefinition } from './tool-definition.ts';
import { createToolRegistry } from './tool-registry.ts';
import { ToolsDatabase } from './tools-database.ts';

const tool = (name: string): ToolDefinition => ({
  name,
  description: `${name} tool`,
  inputSchema: { type: 'object' },
  tier: 'read-only',
  execute: () => Promise.resolve(null),
});

describe('createToolRegistry', () => {
  it('lists, finds and declares tools in order', () => {
    const registry = createToolRegistry([tool('a'), tool('b')]);
    expect(registry.list().map((entry) => entry.name)).toEqual(['a', 'b']);
    expect(registry.get('b')?.description).toBe('b tool');
    expect(registry.get('c')).toBeUndefined();
    expect(registry.declarations()).toEqual([
      { name: 'a', description: 'a tool', inputSchema: { type: 'object' } },
      { name: 'b', description: 'b tool', inputSchema: { type: 'object' } },
    ]);
  });

  it('leaves unavailable tools out of the declarations until they are listed whole again', () => {
    const registry = createToolRegistry([tool('a')]);
    registry.setGroup('files', [{ ...tool('files__read'), unavailable: 'The server went away.' }]);
    expect(registry.get('files__read')?.unavailable).toBe('The server went away.');
    expect(registry.declarations().map((entry) => entry.name)).toEqual(['a']);
    registry.setGroup('files', [tool('files__read')]);
    expect(registry.declarations().map((entry) => entry.name)).toEqual(['a', 'files__read']);
  });

  it('rejects duplicate names and names a provider would reject', () => {
    expect(() => createToolRegistry([tool('a'), tool('a')])).toThrow('Two tools are named "a"');
    expect(() => createToolRegistry([tool('send email')])).toThrow('must be 1 to 64 letters');
  });

  it('declares the built-in tools with their tiers', () => {
    const store = createRecordStore(new ToolsDatabase(`registry-${crypto.randomUUID()}`));
    const registry = createToolRegistry(
      createBuiltInTools({ store, operator: defaultOperatorProfile, agent: defaultAgentProfile }),
    );
    expect(registry.list().map((entry) => [entry.name, entry.tier])).toEqual([
      ['describe_model', 'read-only'],
      ['search_records', 'read-only'],
      ['read_record', 'read-only'],
      ['create_record', 'write'],
      ['update_record', 'write'],
      ['delete_record', 'destructive'],
      ['send_email', 'write'],
    ]);
    for (const declaration of registry.declarations())
      expect(declaration.inputSchema.additionalProperties).toBe(false);
  });
});
