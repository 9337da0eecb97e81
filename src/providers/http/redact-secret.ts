/**
 * Removes every occurrence of the secrets from `text` (and their URL-encoded forms), so an error that echoes a
 * request back never shows an API key to the operator, a log or an export.
 */
export function redactSecrets(text: string, secrets: readonly string[]): string {
  let result = text;
  for (const secret of secrets) {
    // Very short values would blank out ordinary words; real keys are long.
    if (secret.length < 6) continue;
    for (const form of new Set([secret, encodeURIComponent(secret)])) result = result.split(form).join('[redacted]');
  }
  return result;
}
