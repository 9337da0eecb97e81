/** Longest function name every provider accepts. */
export const maxToolNameLength = 64;

/** Separates the server's part of a name from the tool's. */
export const namespaceSeparator = '__';

/** A short, stable hash of a text (FNV-1a, base 36), to tell apart names that were shortened alike. */
export function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36).padStart(7, '0').slice(0, 7);
}

/** Letters, digits, `_` and `-` only; anything else becomes `_`, runs collapse, ends are trimmed. */
export function slugOf(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9_-]+/g, '_')
    .replace(/_{2,}/g, '_')
    .replace(/^[_-]+|[_-]+$/g, '');
  return slug || 'x';
}

/**
 * The name the model is told for tool `toolName` of the server named `serverPrefix`: `<server>__<tool>`, made of
 * `[A-Za-z0-9_-]` and at most 64 characters, as providers require. A name that had to be changed or shortened
 * ends with a hash of the original, so two tools never map to one name.
 */
export function namespacedToolName(serverPrefix: string, toolName: string): string {
  const server = slugOf(serverPrefix).slice(0, 20);
  const tool = slugOf(toolName);
  const plain = `${server}${namespaceSeparator}${tool}`;
  const exact = tool === toolName && plain.length <= maxToolNameLength;
  if (exact) return plain;
  const hash = shortHash(toolName);
  const room = maxToolNameLength - server.length - namespaceSeparator.length - hash.length - 1;
  return `${server}${namespaceSeparator}${tool.slice(0, room)}_${hash}`;
}

/**
 * A prefix for each server, unique among them: the slug of its name, with a hash of its id when two servers'
 * names give the same slug.
 */
export function serverPrefixes(
  servers: readonly { readonly id: string; readonly name: string }[],
): ReadonlyMap<string, string> {
  const counts = new Map<string, number>();
  for (const server of servers) {
    const slug = slugOf(server.name).slice(0, 20);
    counts.set(slug, (counts.get(slug) ?? 0) + 1);
  }
  return new Map(
    servers.map((server) => {
      const slug = slugOf(server.name).slice(0, 20);
      return [server.id, (counts.get(slug) ?? 0) > 1 ? `${slug.slice(0, 12)}-${shortHash(server.id)}` : slug];
    }),
  );
}
