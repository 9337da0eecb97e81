import { describe, expect, it } from 'vitest';
import { currentFieldValue, fieldEditFor, parseFieldInput } from './group-decision.ts';
import { makeToolCall } from '../test/test-builders.ts';

describe('fieldEditFor', () => {
  const call = makeToolCall({
    name: 'update_record',
    args: { id: 1, values: { status: 'open', priority: 'low' } },
    modifiedArgs: { values: { status: 'open', priority: 'high' } },
  });

  it('sets a nested field in the whole argument as it stands, keeping the other edits', () => {
    expect(fieldEditFor(call, ['values', 'status'], 'closed')).toEqual({
      key: 'values',
      value: { status: 'closed', priority: 'high' },
    });
    expect(fieldEditFor(call, ['id'], 7)).toEqual({ key: 'id', value: 7 });
    expect(fieldEditFor(call, [], 7)).toBeUndefined();
  });

  it('creates the field where the call has none', () => {
    expect(fieldEditFor(call, ['values', 'note'], 'x')).toEqual({
      key: 'values',
      value: { status: 'open', priority: 'high', note: 'x' },
    });
    expect(currentFieldValue(call, ['values', 'priority'])).toBe('high');
  });
});

describe('parseFieldInput', () => {
  it('takes text as written for a string field and reads JSON for the others', () => {
    expect(parseFieldInput('42', 'open')).toBe('42');
    expect(parseFieldInput('42', 7)).toBe(42);
    expect(parseFieldInput('{"a": [1]}', undefined)).toEqual({ a: [1] });
    expect(parseFieldInput('not json', 7)).toBe('not json');
    expect(parseFieldInput('<img src=x onerror=alert(1)>', null)).toBe('<img src=x onerror=alert(1)>');
  });
});
