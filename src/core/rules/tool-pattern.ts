/** Longest tool-name pattern a rule accepts. */
export const maxToolPatternLength = 200;

/**
 * Compiles a tool-name pattern where `*` stands for any run of characters (none included): `write_*`,
 * `*delete*`, `github__*` for every tool of the MCP server `github`. Every other character matches itself.
 */
export function compileToolPattern(pattern: string): ((name: string) => boolean) | string {
  const trimmed = pattern.trim();
  if (!trimmed) return 'The tool pattern is empty; use * for every tool.';
  if (trimmed.length > maxToolPatternLength)
    return `The tool pattern is ${trimmed.length} characters long; at most ${maxToolPatternLength} are allowed.`;
  if (!trimmed.includes('*')) return (name) => name === trimmed;
  if (/^\*+$/.test(trimmed)) return () => true;
  const pieces = trimmed.split(/\*+/);
  const first = pieces[0]!;
  const last = pieces[pieces.length - 1]!;
  const middle = pieces.slice(1, -1).filter((piece) => piece.length > 0);
  // Greedy left-to-right search of the literal pieces: linear in the name, no regular expression.
  return (name) => {
    if (name.length < first.length + last.length) return false;
    if (!name.startsWith(first) || !name.endsWith(last)) return false;
    let at = first.length;
    const end = name.length - last.length;
    for (const piece of middle) {
      const found = name.indexOf(piece, at);
      if (found < 0 || found + piece.length > end) return false;
      at = found + piece.length;
    }
    return true;
  };
}
