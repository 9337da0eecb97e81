import { describe, expect, it } from 'vitest';
import type { KeyValueStorage, SettingsStorages } from './provider-settings-storage.ts';
import {
  readInboxOutcomes,
  readOpenThread,
  writeInboxOutcomes,
  writeOpenThread,
} from './open-thread-storage.ts';

function memory(): KeyValueStorage & { readonly values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

describe('open thread storage', () => {
  it('keeps the open remote thread in this tab only, and forgets it when a built-in one opens', () => {
    const session = memory();
    const local = memory();
    const storages: SettingsStorages = { session, local };
    const thread = {
      conversationId: 'lg_1',
      title: 'inbox · thread 12345678',
      source: { kind: 'langgraph', deploymentId: 'http://127.0.0.1:2024', threadId: 't-1' },
    } as const;
    writeOpenThread(storages, thread);
    expect(readOpenThread(storages)).toEqual(thread);
    expect(local.values.size).toBe(0);
    writeOpenThread(storages, undefined);
    expect(readOpenThread(storages)).toBeUndefined();
  });

  it('reads nothing from a damaged or foreign value', () => {
    const session = memory();
    const storages: SettingsStorages = { session, local: undefined };
    session.setItem('toolgate.openThread', '{not json');
    expect(readOpenThread(storages)).toBeUndefined();
    session.setItem('toolgate.openThread', JSON.stringify({ conversationId: 'c', source: { kind: 'x' } }));
    expect(readOpenThread(storages)).toBeUndefined();
  });

  it('keeps outcomes through a reload and drops the ones it cannot read', () => {
    const session = memory();
    const storages: SettingsStorages = { session, local: undefined };
    writeInboxOutcomes(storages, {
      a: { status: 'decided-elsewhere', interruptId: 'i1' },
      b: { status: 'failed', interruptId: 'i2', message: 'Nothing answered' },
    });
    const stored = JSON.parse(session.getItem('toolgate.inboxOutcomes')!) as Record<string, unknown>;
    session.setItem(
      'toolgate.inboxOutcomes',
      JSON.stringify({ ...stored, c: { status: 'odd', interruptId: 'i3' } }),
    );
    expect(readInboxOutcomes(storages)).toEqual({
      a: { status: 'decided-elsewhere', interruptId: 'i1' },
      b: { status: 'failed', interruptId: 'i2', message: 'Nothing answered' },
    });
    writeInboxOutcomes(storages, {});
    expect(session.values.has('toolgate.inboxOutcomes')).toBe(false);
  });
});
