import { describe, expect, it } from 'vitest';
import { summarizeArguments, summarizeValue } from './argument-summary.ts';

describe('summarizeArguments', () => {
  it('renders arguments in order, Java-like', () => {
    expect(
      summarizeArguments('search_records', { model: 'Customer', filter: { status: 'active' }, limit: 20 }),
    ).toBe('search_records("Customer", {status: "active"}, 20)');
  });

  it('renders arrays, booleans, null, empty values and quoted odd keys', () => {
    expect(
      summarizeArguments('f', { a: [1, 'x'], b: true, c: null, d: {}, e: [], g: { 'two words': 1 } }),
    ).toBe('f([1, "x"], true, null, {}, [], {"two words": 1})');
  });

  it('collapses deep nesting and cuts long strings and long summaries', () => {
    expect(summarizeArguments('f', { a: { b: { c: { d: 1 } } } })).toBe('f({b: {c: {…}}})');
    expect(summarizeArguments('f', { s: 'x'.repeat(100) })).toBe(`f("${'x'.repeat(39)}…")`);
    const long = summarizeArguments(
      'f',
      { a: 'y'.repeat(30), b: 'y'.repeat(30), c: 'y'.repeat(30) },
      { maxLength: 50 },
    );
    expect(long.length).toBe(50);
    expect(long.endsWith('…)')).toBe(true);
  });

  it('says when the arguments could not be parsed', () => {
    expect(summarizeArguments('f', null)).toBe('f(<unparseable arguments>)');
  });
});

describe('summarizeValue', () => {
  it('renders one value bounded, and says when there is none', () => {
    expect(summarizeValue('closed')).toBe('"closed"');
    expect(summarizeValue({ status: 'open' })).toBe('{status: "open"}');
    expect(summarizeValue(undefined)).toBe('(none)');
    expect(summarizeValue('x'.repeat(1_000_000), { maxLength: 20 })).toHaveLength(20);
  });
});
