import { describe, expect, it } from 'vitest';
import { proposeConditions } from './propose-rule.ts';

describe('a rule proposed from a call', () => {
  it('keeps identifying values, widens paths and emails, bounds numbers, unticks free text', () => {
    const proposed = proposeConditions(
      {
        path: '/tmp/build/out.txt',
        to: 'dana@example.com',
        model: 'order',
        subject: 'About your order',
        body: 'x'.repeat(500),
        values: { refund_amount: 120, note: { internal: true } },
        ids: [1, 2],
      },
      'allow',
    );
    expect(proposed).toEqual([
      { condition: { kind: 'glob', path: 'path', pattern: '/tmp/build/**' }, include: true },
      { condition: { kind: 'glob', path: 'to', pattern: '*@example.com' }, include: true },
      { condition: { kind: 'equals', path: 'model', value: 'order' }, include: true },
      { condition: { kind: 'equals', path: 'subject', value: 'About your order' }, include: false },
      { condition: { kind: 'range', path: 'values.refund_amount', max: 120 }, include: true },
      { condition: { kind: 'equals', path: 'values.note.internal', value: true }, include: true },
    ]);
  });

  it('bounds numbers from below for a deny, and proposes nothing for unparsed arguments', () => {
    expect(proposeConditions({ amount: 500 }, 'deny')[0]?.condition).toEqual({
      kind: 'range',
      path: 'amount',
      min: 500,
    });
    expect(proposeConditions(null, 'allow')).toEqual([]);
  });
});
