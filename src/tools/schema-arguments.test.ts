import { describe, expect, it } from 'vitest';
import { validateAgainstSchema } from './schema-validation.ts';
import { argumentsFromSchema, demoDataUri } from './schema-arguments.ts';

describe('argumentsFromSchema', () => {
  it('fills required properties and those with defaults, a link with a data URI, and leaves the rest out', () => {
    const schema = {
      type: 'object',
      properties: {
        name: { type: 'string', default: 'README.md.gz' },
        data: { type: 'string', format: 'uri', default: 'https://example.com/README.md' },
        outputType: { enum: ['resourceLink', 'resource'], default: 'resourceLink' },
        note: { type: 'string' },
        message: { type: 'string' },
        count: { type: 'integer', minimum: 3, maximum: 10 },
        path: { type: 'string' },
        dryRun: { type: 'boolean' },
        tags: { type: 'array', items: { type: 'string' }, minItems: 1 },
        edits: { type: 'array', items: { type: 'object' } },
        where: { type: 'object', properties: { city: { enum: ['Lyon', 'Oslo'] } }, required: ['city'] },
      },
      required: ['message', 'count', 'path', 'dryRun', 'tags', 'edits', 'where'],
    };
    const args = argumentsFromSchema(schema);
    expect(args).toEqual({
      name: 'README.md.gz',
      data: demoDataUri,
      outputType: 'resourceLink',
      message: 'Hello from the Toolgate demo',
      count: 3,
      path: 'toolgate-demo.txt',
      dryRun: false,
      tags: ['Hello from the Toolgate demo'],
      edits: [],
      where: { city: 'Lyon' },
    });
    expect(validateAgainstSchema('tool', schema, args)).toBeUndefined();
  });

  it('keeps strings within their length bounds and builds nothing from a schema without properties', () => {
    expect(
      argumentsFromSchema({
        type: 'object',
        properties: { code: { type: 'string', maxLength: 5 }, long: { type: 'string', minLength: 40 } },
        required: ['code', 'long'],
      }),
    ).toEqual({ code: 'Hello', long: 'Hello from the Toolgate demo............' });
    expect(argumentsFromSchema({ type: 'object' })).toEqual({});
  });
});
