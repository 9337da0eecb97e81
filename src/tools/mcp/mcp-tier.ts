import type { SafetyTier } from '../tool-definition.ts';

/** The behaviour hints an MCP tool declares; absent hints take the specification's defaults. */
export interface ToolAnnotations {
  readonly title?: string;
  readonly readOnlyHint?: boolean;
  readonly destructiveHint?: boolean;
  readonly idempotentHint?: boolean;
  readonly openWorldHint?: boolean;
}

/** The specification's defaults: a tool may write, destructively, to an open world. */
export const annotationDefaults = {
  readOnlyHint: false,
  destructiveHint: true,
  idempotentHint: false,
  openWorldHint: true,
} as const;

/**
 * The safety tier of an MCP tool from its annotations, which are hints from the server and trusted only when the
 * operator trusts the server.
 * - Trusted: `readOnlyHint: true` is read-only; `readOnlyHint: false` with `destructiveHint: false` is write;
 *   anything else is destructive.
 * - Untrusted: nothing is read-only, so nothing runs without the operator's rule; a tool is destructive unless
 *   it says `destructiveHint: false`, and then it is write.
 * A hint that is not a boolean counts as absent.
 */
export function tierFromAnnotations(annotations: ToolAnnotations | undefined, trusted: boolean): SafetyTier {
  const readOnly =
    typeof annotations?.readOnlyHint === 'boolean'
      ? annotations.readOnlyHint
      : annotationDefaults.readOnlyHint;
  const destructive =
    typeof annotations?.destructiveHint === 'boolean'
      ? annotations.destructiveHint
      : annotationDefaults.destructiveHint;
  if (!trusted) return destructive ? 'destructive' : 'write';
  if (readOnly) return 'read-only';
  return destructive ? 'destructive' : 'write';
}

/** The annotations as the card lists them: each hint with its value and whether it was declared or defaulted. */
export function describeAnnotations(annotations: ToolAnnotations | undefined): readonly {
  readonly hint: keyof typeof annotationDefaults;
  readonly value: boolean;
  readonly declared: boolean;
}[] {
  return (Object.keys(annotationDefaults) as (keyof typeof annotationDefaults)[]).map((hint) => {
    const declared = typeof annotations?.[hint] === 'boolean';
    return { hint, value: declared ? (annotations![hint] as boolean) : annotationDefaults[hint], declared };
  });
}

/** Why the annotations led to the tier, in one sentence for the card. */
export function tierReason(annotations: ToolAnnotations | undefined, trusted: boolean): string {
  const tier = tierFromAnnotations(annotations, trusted);
  const [readOnly, destructive] = describeAnnotations(annotations);
  const said = (row: typeof readOnly) => `${row!.hint} ${row!.value}${row!.declared ? '' : ' (default)'}`;
  if (!trusted) {
    return tier === 'write'
      ? `Untrusted server: its hints cannot make a tool read-only; ${said(destructive)} makes it write.`
      : `Untrusted server: its hints cannot make a tool read-only; ${said(destructive)} makes it destructive.`;
  }
  if (tier === 'read-only') return `Trusted server: ${said(readOnly)} makes it read-only.`;
  return `Trusted server: ${said(readOnly)} and ${said(destructive)} make it ${tier}.`;
}
