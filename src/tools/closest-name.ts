/** Edit distance between two short names (insertions, deletions, substitutions and adjacent swaps). */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const columns = b.length + 1;
  const table: number[][] = Array.from({ length: rows }, (_, row) =>
    Array.from({ length: columns }, (_, column) => (row === 0 ? column : column === 0 ? row : 0)),
  );
  for (let row = 1; row < rows; row += 1) {
    for (let column = 1; column < columns; column += 1) {
      const cost = a[row - 1] === b[column - 1] ? 0 : 1;
      let best = Math.min(
        table[row - 1]![column]! + 1,
        table[row]![column - 1]! + 1,
        table[row - 1]![column - 1]! + cost,
      );
      if (row > 1 && column > 1 && a[row - 1] === b[column - 2] && a[row - 2] === b[column - 1]) {
        best = Math.min(best, table[row - 2]![column - 2]! + 1);
      }
      table[row]![column] = best;
    }
  }
  return table[a.length]![b.length]!;
}

/**
 * The candidate a misspelled name most likely meant, or undefined when none is close. Only names within a
 * third of their length (at most 3 edits) count, so a suggestion is a likely fix rather than a guess.
 */
export function closestName(name: string, candidates: readonly string[]): string | undefined {
  // Names longer than any candidate by far are not worth the quadratic table.
  if (name.length > 80) return undefined;
  const lower = name.toLowerCase();
  let best: { readonly candidate: string; readonly distance: number } | undefined;
  for (const candidate of candidates) {
    const distance = editDistance(lower, candidate.toLowerCase());
    const limit = Math.min(3, Math.max(1, Math.floor(candidate.length / 3)));
    if (distance <= limit && (!best || distance < best.distance)) best = { candidate, distance };
  }
  return best?.candidate;
}

/** `" Did you mean "x"?"` when a close candidate exists, else an empty string. */
export function didYouMean(name: string, candidates: readonly string[]): string {
  const suggestion = closestName(name, candidates);
  return suggestion === undefined ? '' : ` Did you mean "${suggestion}"?`;
}

/** A name as it is quoted back to the model: JSON-quoted and cut, so markup or megabytes stay inert and short. */
export function quoteName(name: string, max = 60): string {
  const cut = name.length > max ? `${name.slice(0, max)}…` : name;
  return JSON.stringify(cut);
}
