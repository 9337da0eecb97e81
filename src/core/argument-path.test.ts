import { describe, expect, it } from 'vitest';
import { isModifiedAt, resetArgumentAt, valueAtPath, withValueAtPath } from './argument-path.ts';

const call = {
  args: { to: 'a@example.com', values: { amount: 10, status: 'open', note: 'x' }, cc: ['b@example.com'] },
  modifiedArgs: {
    values: { amount: 5, status: 'closed', note: 'x' },
    cc: ['b@example.com', 'c@example.com'],
  },
};

describe('argument paths', () => {
  it('reads and writes values inside objects and arrays without changing the input', () => {
    expect(valueAtPath(call.args, ['values', 'amount'])).toBe(10);
    expect(valueAtPath(call.args, ['cc', '0'])).toBe('b@example.com');
    expect(valueAtPath(call.args, ['values', 'missing', 'deeper'])).toBeUndefined();
    const written = withValueAtPath(call.args, ['values', 'amount'], 7);
    expect(valueAtPath(written, ['values', 'amount'])).toBe(7);
    expect(call.args.values.amount).toBe(10);
    expect(withValueAtPath(['a', 'b', 'c'], ['1'], undefined)).toEqual(['a', 'c']);
    expect(withValueAtPath({ a: 1, b: 2 }, ['a'], undefined)).toEqual({ b: 2 });
  });

  it('tells which nested values the draft changes', () => {
    expect(isModifiedAt(call, ['values', 'amount'])).toBe(true);
    expect(isModifiedAt(call, ['values', 'note'])).toBe(false);
    expect(isModifiedAt(call, ['values'])).toBe(true);
    expect(isModifiedAt(call, ['to'])).toBe(false);
    expect(isModifiedAt(call, ['cc', '1'])).toBe(true);
  });

  it('resets one nested value and keeps the other edits of the same argument', () => {
    const reset = resetArgumentAt(call, ['values', 'amount']);
    expect(reset.modifiedArgs.values).toEqual({ amount: 10, status: 'closed', note: 'x' });
    expect(isModifiedAt(reset, ['values', 'amount'])).toBe(false);
    expect(isModifiedAt(reset, ['values', 'status'])).toBe(true);
    expect(reset.modifiedArgs.cc).toEqual(call.modifiedArgs.cc);
  });

  it('drops the argument from the draft once its last nested edit is reset', () => {
    const once = resetArgumentAt(call, ['values', 'amount']);
    const twice = resetArgumentAt(once, ['values', 'status']);
    expect(Object.keys(twice.modifiedArgs)).toEqual(['cc']);
  });

  it('removes an array item the model did not propose', () => {
    const reset = resetArgumentAt(call, ['cc', '1']);
    expect(Object.hasOwn(reset.modifiedArgs, 'cc')).toBe(false);
  });

  it('leaves the call as it is for a path the draft does not touch', () => {
    expect(resetArgumentAt(call, ['to'])).toBe(call);
    expect(resetArgumentAt(call, [])).toBe(call);
  });
});
