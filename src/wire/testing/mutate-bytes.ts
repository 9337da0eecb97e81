import fc from 'fast-check';

/** One random damage to a byte stream, of the kinds networks and broken servers cause. */
export type ByteMutation =
  | { readonly kind: 'drop' | 'duplicate'; readonly at: number; readonly length: number }
  | { readonly kind: 'truncate'; readonly at: number }
  | { readonly kind: 'swap'; readonly at: number; readonly other: number }
  | { readonly kind: 'insert'; readonly at: number; readonly byte: number };

/** Arbitrary mutations; positions are taken modulo the current length when applied. */
export const byteMutation: fc.Arbitrary<ByteMutation> = fc.oneof(
  fc.record({
    kind: fc.constantFrom('drop' as const, 'duplicate' as const),
    at: fc.nat(),
    length: fc.integer({ min: 1, max: 12 }),
  }),
  fc.record({ kind: fc.constant('truncate' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('swap' as const), at: fc.nat(), other: fc.nat() }),
  fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), byte: fc.integer({ min: 0, max: 255 }) }),
);

/** Applies mutations in order to a copy of the bytes. */
export function mutateBytes(bytes: Uint8Array, mutations: readonly ByteMutation[]): Uint8Array {
  let current = Array.from(bytes);
  for (const mutation of mutations) {
    if (current.length === 0) break;
    const at = mutation.at % current.length;
    switch (mutation.kind) {
      case 'drop':
        current.splice(at, mutation.length);
        break;
      case 'duplicate':
        current.splice(at, 0, ...current.slice(at, at + mutation.length));
        break;
      case 'truncate':
        current = current.slice(0, at);
        break;
      case 'swap': {
        const other = mutation.other % current.length;
        [current[at], current[other]] = [current[other] as number, current[at] as number];
        break;
      }
      case 'insert':
        current.splice(at, 0, mutation.byte);
        break;
    }
  }
  return Uint8Array.from(current);
}
