import { useEffect, useMemo, useState } from 'react';
import { loadPatternEngines, patternEnginesLoaded } from '../core/rules/pattern-engines.ts';
import type { ToolDefinition } from '../tools/tool-definition.ts';
import { schemaUsesPatterns } from '../tools/schema-validation.ts';

/**
 * Whether the tools' schemas can be judged now: true at once when none has a pattern, else once the pattern
 * engine (loaded on first need, not with the page) is in. Until then a call of such a tool is being checked, not
 * blocked by a schema that only looked invalid.
 */
export function usePatternEnginesFor(tools: readonly ToolDefinition[]): boolean {
  const needed = useMemo(() => tools.some((tool) => schemaUsesPatterns(tool.inputSchema)), [tools]);
  const [loaded, setLoaded] = useState(patternEnginesLoaded);
  useEffect(() => {
    if (!needed || loaded) return;
    let live = true;
    loadPatternEngines().then(
      () => live && setLoaded(true),
      // A failed load is retried by the next thing that needs the engine; the calls stay "being checked".
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [needed, loaded]);
  return loaded || !needed;
}
