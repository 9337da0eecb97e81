/**
 * Returns a generator of internal call ids of the form `call_<random>_<n>`: the random part keeps ids from
 * different turns apart, the counter keeps ids within one turn apart without asking for more randomness.
 */
export function createCallIdFactory(): () => string {
  const words = new Uint32Array(2);
  globalThis.crypto.getRandomValues(words);
  const prefix = `call_${(words[0] ?? 0).toString(36)}${(words[1] ?? 0).toString(36)}`;
  let count = 0;
  return () => {
    count += 1;
    return `${prefix}_${count}`;
  };
}
