import { describe, expect, it } from 'vitest';
import {
  argumentChanges,
  effectiveArgs,
  modifiedKeys,
  resetModifiedArgument,
  setModifiedArgument,
} from './tool-call.ts';
import { makeToolCall } from '../test/test-builders.ts';

describe('tool call argument layers', () => {
  const call = makeToolCall({ args: { model: 'Order', id: 1042, fields: ['status'] } });

  it('overlays the draft on the parsed arguments to give the effective arguments', () => {
    const edited = setModifiedArgument(call, 'id', 1043);
    expect(effectiveArgs(edited)).toEqual({ model: 'Order', id: 1043, fields: ['status'] });
    expect(edited.args).toEqual({ model: 'Order', id: 1042, fields: ['status'] });
    expect(modifiedKeys(edited)).toEqual(['id']);
  });

  it('removes a key from the draft when it is set back to the original value', () => {
    const edited = setModifiedArgument(setModifiedArgument(call, 'id', 7), 'id', 1042);
    expect(edited.modifiedArgs).toEqual({});
    expect(modifiedKeys(edited)).toEqual([]);
  });

  it('compares structured values by content, not identity', () => {
    const edited = setModifiedArgument(setModifiedArgument(call, 'fields', ['total']), 'fields', ['status']);
    expect(edited.modifiedArgs).toEqual({});
  });

  it('keeps a new key that the model did not propose', () => {
    const edited = setModifiedArgument(call, 'limit', 5);
    expect(effectiveArgs(edited)).toMatchObject({ limit: 5 });
    expect(argumentChanges(edited)).toEqual([{ key: 'limit', from: undefined, to: 5 }]);
  });

  it('resets one key and leaves the others', () => {
    const edited = setModifiedArgument(setModifiedArgument(call, 'id', 1), 'model', 'Customer');
    const reset = resetModifiedArgument(edited, 'id');
    expect(reset.modifiedArgs).toEqual({ model: 'Customer' });
    expect(resetModifiedArgument(reset, 'absent')).toBe(reset);
  });

  it('treats unparseable arguments as an empty base', () => {
    const broken = makeToolCall({ args: null, rawArguments: '{"id": 10' });
    expect(effectiveArgs(setModifiedArgument(broken, 'id', 10))).toEqual({ id: 10 });
  });
});
