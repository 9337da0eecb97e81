/** What an agent's requests carry besides the run input: which headers, and where their values are kept. */
export type StoredHeaders =
  | { readonly status: 'none' }
  | { readonly status: 'kept'; readonly names: readonly string[]; readonly where: 'device' | 'session' }
  /** Named when the agent was connected, but their values were kept for a tab's session that has ended. */
  | { readonly status: 'lost'; readonly names: readonly string[] };

/**
 * Where the values of the headers `names` are: on this device when `remember`, else in this tab's session, which
 * a new tab does not have. `values` are the values this tab can read; only their presence is looked at.
 */
export function storedHeaders(
  names: readonly string[],
  values: Readonly<Record<string, string>>,
  remember: boolean,
): StoredHeaders {
  if (names.length === 0) return { status: 'none' };
  const missing = names.filter((name) => !values[name]);
  if (missing.length > 0) return { status: 'lost', names: missing };
  return { status: 'kept', names, where: remember ? 'device' : 'session' };
}

/**
 * {@link storedHeaders} in words, naming the headers and never their values; `who` is "the agent" or "the route"
 * (a route connected again with the same URL replaces itself, an agent must be removed first).
 */
export function describeStoredHeaders(stored: StoredHeaders, who: 'the agent' | 'the route'): string {
  if (stored.status === 'none') return 'Sends no headers of its own.';
  const names = stored.names.join(', ');
  if (stored.status === 'lost') {
    const them = stored.names.length === 1 ? 'it' : 'them';
    // An agent connected again is a new entry; a route is kept by its URL, so connecting it again replaces it.
    const restore =
      who === 'the route'
        ? `Connect the route again with ${them}.`
        : `Remove ${who} and connect it again with ${them}.`;
    return `${names} ${stored.names.length === 1 ? 'was' : 'were'} kept for a tab's session that has ended: its requests go without ${them}. ${restore}`;
  }
  return stored.where === 'device'
    ? `Sends ${names}, kept on this device.`
    : `Sends ${names}, kept for this tab's session (a new tab asks again).`;
}
