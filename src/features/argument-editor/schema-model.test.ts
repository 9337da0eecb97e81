import { describe, expect, it } from 'vitest';
import { blankValue, fieldModel, objectFields } from './schema-model.ts';

describe('fieldModel', () => {
  it('maps simple schemas to form controls', () => {
    expect(fieldModel({ type: 'string' }, 'name', 'x')).toEqual({
      kind: 'string',
      multiline: false,
      inputType: 'text',
    });
    expect(fieldModel({ type: 'string', maxLength: 5000 }, 'x', 'hi')).toEqual({
      kind: 'string',
      multiline: true,
      inputType: 'text',
    });
    expect(fieldModel({ type: 'string' }, 'body', undefined)).toEqual({
      kind: 'string',
      multiline: true,
      inputType: 'text',
    });
    expect(fieldModel({ type: 'string' }, 'subject', 'line one\nline two')).toEqual({
      kind: 'string',
      multiline: true,
      inputType: 'text',
    });
    expect(fieldModel({ type: 'integer' }, 'n', 1)).toEqual({ kind: 'number', integer: true });
    expect(fieldModel({ type: 'boolean' }, 'b', true)).toEqual({ kind: 'boolean' });
    expect(fieldModel({ type: 'string', enum: ['a', 'b'] }, 'e', 'a')).toEqual({
      kind: 'enum',
      options: ['a', 'b'],
    });
  });

  it('fits a string to its value: an address on one line, long prose in a text area', () => {
    // An e-mail schema allows 320 characters, but an address is one line.
    expect(fieldModel({ type: 'string', format: 'email', maxLength: 320 }, 'to', 'dana@example.com')).toEqual(
      {
        kind: 'string',
        multiline: false,
        inputType: 'email',
      },
    );
    expect(fieldModel({ type: 'string', maxLength: 1000 }, 'reply_to', 'dana@example.com')).toMatchObject({
      multiline: false,
      inputType: 'email',
    });
    expect(fieldModel({ type: 'string', format: 'uri' }, 'link', 'https://example.com/a')).toMatchObject({
      multiline: false,
      inputType: 'url',
    });
    expect(fieldModel({ type: 'string', maxLength: 20 }, 'note', 'short')).toMatchObject({
      multiline: false,
    });
    expect(fieldModel({ type: 'string' }, 'summary', 'word '.repeat(30))).toMatchObject({ multiline: true });
    expect(fieldModel(undefined, 'to', 'dana@example.com')).toMatchObject({
      multiline: false,
      inputType: 'email',
    });
  });

  it('builds nested objects and arrays of simple items', () => {
    const model = fieldModel(
      {
        type: 'object',
        properties: { flag: { type: 'boolean' }, tags: { type: 'array', items: { type: 'string' } } },
      },
      'options',
      {},
    );
    expect(model.kind).toBe('object');
    if (model.kind !== 'object') return;
    expect(model.fields.map((field) => [field.key, field.model.kind])).toEqual([
      ['flag', 'boolean'],
      ['tags', 'array'],
    ]);
  });

  it('falls back to JSON for what a form cannot express', () => {
    expect(fieldModel({ oneOf: [{ type: 'string' }, { type: 'null' }] }, 'a', null).kind).toBe('json');
    expect(fieldModel({ $ref: '#/definitions/node' }, 'a', null).kind).toBe('json');
    expect(fieldModel({ type: ['string', 'null'] }, 'a', null).kind).toBe('json');
    expect(fieldModel({ type: 'object' }, 'free', {}).kind).toBe('json');
    expect(fieldModel({ type: 'array', items: { anyOf: [] } }, 'mixed', []).kind).toBe('json');
  });

  it('infers controls from values when there is no schema', () => {
    expect(fieldModel(undefined, 'q', 'text').kind).toBe('string');
    expect(fieldModel(undefined, 'n', 3).kind).toBe('number');
    expect(fieldModel(undefined, 'o', { a: 1 }).kind).toBe('json');
  });
});

describe('objectFields', () => {
  it('lists schema properties in order, then keys only the value has', () => {
    const fields = objectFields(
      { type: 'object', properties: { b: { type: 'string' }, a: { type: 'number' } }, required: ['a'] },
      { a: 1, b: 'x', extra: true },
    );
    expect(fields.map((field) => [field.key, field.required, field.model.kind])).toEqual([
      ['b', false, 'string'],
      ['a', true, 'number'],
      ['extra', false, 'boolean'],
    ]);
  });

  it('gives blank values that fit each control', () => {
    expect(blankValue({ kind: 'enum', options: ['low', 'high'] })).toBe('low');
    expect(blankValue({ kind: 'number', integer: true })).toBe(0);
  });
});
