// The token counts of texts every console starts with, worked out at build time with the counter the app uses:
// the built-in tools' declarations, which every request carries. The token worker starts with them known, so
// the first total needs no rank table.
import type { EncodingName } from '../src/core/tokens/encoding-name.ts';
import { encodingNames } from '../src/core/tokens/encoding-name.ts';
import { toolDeclarationText } from '../src/core/tokens/part-texts.ts';
import { referenceRankTier } from '../src/core/tokens/reference-rank-tiers.ts';
import { TokenCounter } from '../src/core/tokens/token-counter.ts';

/** Texts and, per encoding, the count of each (same order). */
export interface KnownTokenCounts {
  readonly texts: readonly string[];
  readonly counts: Readonly<Record<EncodingName, readonly number[]>>;
}

let known: Promise<KnownTokenCounts> | undefined;

/**
 * The texts the console always counts first: the built-in tools' declarations as the meter counts them, plain
 * (the demo) and then as each provider's request renders them.
 */
export async function alwaysCountedTexts(): Promise<readonly string[]> {
  // Loaded here, not at the top: the build configuration imports this file, and only the build needs the tools.
  const { createBuiltInTooling } = await import('../src/agent/built-in-tooling.ts');
  const { meterShapes } = await import('../src/providers/request-tokens/meter-shapes.ts');
  const declarations = createBuiltInTooling().registry.declarations();
  const rendered = Object.values(meterShapes)
    .filter((shape) => shape.name !== 'plain')
    .flatMap((shape) => shape.toolTexts(declarations));
  return [...new Set([...declarations.map(toolDeclarationText), ...rendered])];
}

/** Counts {@link alwaysCountedTexts} in every encoding, once per process. */
export function knownTokenCounts(): Promise<KnownTokenCounts> {
  known ??= (async () => {
    const texts = await alwaysCountedTexts();
    const counter = new TokenCounter({ loadTier: referenceRankTier });
    const counts = {} as Record<EncodingName, readonly number[]>;
    for (const encoding of encodingNames) {
      await counter.load(encoding);
      counts[encoding] = texts.map((text) => counter.count(text, encoding));
    }
    return { texts, counts };
  })();
  return known;
}
