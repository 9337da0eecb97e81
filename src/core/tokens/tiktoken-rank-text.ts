/**
 * Reads js-tiktoken's rank text (lines of `<prefix> <first rank> <base64 token>…`, each token taking the next
 * rank) into the bytes of each rank. Used where the compact tiers are produced: the build and Node tools.
 */
export function readTiktokenRanks(rankText: string): Uint8Array[] {
  const tokens: Uint8Array[] = [];
  for (const line of rankText.split('\n')) {
    if (line === '') continue;
    const fields = line.split(' ');
    const offset = Number.parseInt(fields[1] ?? '', 10);
    if (!Number.isFinite(offset)) throw new Error('Malformed js-tiktoken rank text: bad offset.');
    for (let index = 2; index < fields.length; index += 1) {
      const binary = atob(fields[index]!);
      const token = new Uint8Array(binary.length);
      for (let at = 0; at < binary.length; at += 1) token[at] = binary.charCodeAt(at);
      tokens[offset + index - 2] = token;
    }
  }
  return tokens;
}
