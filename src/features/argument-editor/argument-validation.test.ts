import { describe, expect, it } from 'vitest';
import { problemsAt, validateArguments } from './argument-validation.ts';

const schema = {
  type: 'object',
  properties: {
    amount: { type: 'number', minimum: 0.01 },
    currency: { type: 'string', enum: ['EUR', 'USD'] },
    options: { type: 'object', properties: { priority: { type: 'string', enum: ['low', 'high'] } } },
  },
  required: ['amount', 'currency'],
  additionalProperties: false,
};

describe('validateArguments', () => {
  it('accepts arguments that match the schema', () => {
    expect(validateArguments(schema, { amount: 10, currency: 'EUR' })).toEqual([]);
  });

  it('reports every problem at a dotted path', () => {
    const problems = validateArguments(schema, {
      amount: -1,
      currency: 'JPY',
      options: { priority: 'urgent' },
      extra: 1,
    });
    expect(problems.map((problem) => problem.path).sort()).toEqual([
      'amount',
      'currency',
      'extra',
      'options.priority',
    ]);
    expect(problems.find((problem) => problem.path === 'currency')?.message).toBe(
      'must be one of "EUR", "USD"',
    );
  });

  it('names missing required keys', () => {
    expect(validateArguments(schema, { amount: 1 })).toEqual([{ path: 'currency', message: 'is required' }]);
  });

  it('has no problems without a schema and finds problems below a path', () => {
    expect(validateArguments(undefined, { anything: true })).toEqual([]);
    const problems = validateArguments(schema, { amount: 1, currency: 'EUR', options: { priority: 'x' } });
    expect(problemsAt(problems, 'options')).toHaveLength(1);
    expect(problemsAt(problems, 'amount')).toHaveLength(0);
  });
});

describe('validateArguments and the check before running', () => {
  it('flags a format the check refuses, so the form never hides a reason Approve is blocked', () => {
    const emailSchema = { type: 'object', properties: { to: { type: 'string', format: 'email' } } };
    expect(validateArguments(emailSchema, { to: 'not an address' }).map((problem) => problem.path)).toEqual([
      'to',
    ]);
    expect(validateArguments(emailSchema, { to: 'dana@example.com' })).toEqual([]);
  });
});
