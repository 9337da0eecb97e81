/** What the console opens with: a fixture (`?fixture=support`), a generated benchmark (`?bench=10000`), or the live demo. */
export type StartupMode =
  | { readonly kind: 'fixture'; readonly name: 'support' | 'hostile' }
  | { readonly kind: 'bench'; readonly parts: number }
  | { readonly kind: 'demo' };

/** Reads the mode from the page's query string. */
export function startupMode(search: string): StartupMode {
  const params = new URLSearchParams(search);
  const fixture = params.get('fixture');
  if (fixture === 'support' || fixture === 'hostile') return { kind: 'fixture', name: fixture };
  const bench = Number(params.get('bench'));
  if (Number.isInteger(bench) && bench > 0) return { kind: 'bench', parts: Math.min(bench, 200_000) };
  return { kind: 'demo' };
}
