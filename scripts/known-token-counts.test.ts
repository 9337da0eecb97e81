import { Tiktoken } from 'js-tiktoken/lite';
import cl100k from 'js-tiktoken/ranks/cl100k_base';
import o200k from 'js-tiktoken/ranks/o200k_base';
import { describe, expect, it } from 'vitest';
import { createBuiltInTooling } from '../src/agent/built-in-tooling.ts';
import { toolDeclarationText } from '../src/core/tokens/part-texts.ts';
import { meterShapes } from '../src/providers/request-tokens/meter-shapes.ts';
import { knownTokenCounts } from './known-token-counts.ts';

describe('token counts known at build time', () => {
  it('are the built-in tools’ declarations, as the meter counts them for the demo and for each provider', async () => {
    const { texts } = await knownTokenCounts();
    const declarations = createBuiltInTooling().registry.declarations();
    expect(declarations.length).toBeGreaterThan(3);
    expect(texts.slice(0, declarations.length)).toEqual(declarations.map(toolDeclarationText));
    for (const shape of Object.values(meterShapes))
      for (const text of shape.toolTexts(declarations)) expect(texts).toContain(text);
  });

  it('equal js-tiktoken’s counts of the same texts in every encoding', async () => {
    const { texts, counts } = await knownTokenCounts();
    const references = { o200k_base: new Tiktoken(o200k), cl100k_base: new Tiktoken(cl100k) };
    for (const [encoding, reference] of Object.entries(references)) {
      const expected = texts.map((text) => reference.encode(text, [], []).length);
      expect(counts[encoding as keyof typeof counts], encoding).toEqual(expected);
    }
    expect(counts.o200k_base.every((count) => count > 20)).toBe(true);
  });
});
