import type { ProviderSettings } from '../../providers/provider-settings.ts';
import { normalizeBaseUrl } from '../../providers/provider-settings.ts';

/** What the models endpoint is asked with: the connection part of the settings. */
export type ModelListConnection = Omit<ProviderSettings, 'model'>;

const privateIpv4 = [
  /^127\./,
  /^10\./,
  /^192\.168\./,
  /^172\.(1[6-9]|2\d|3[01])\./,
  /^169\.254\./,
  /^0\.0\.0\.0$/,
];

/**
 * True for a server on this machine or the local network (loopback, private addresses, `.local` names), which
 * usually answers without a key: Ollama, LM Studio, vLLM, llama.cpp.
 */
export function isLocalServer(baseUrl: string): boolean {
  let host: string;
  try {
    host = new URL(baseUrl).hostname.toLowerCase();
  } catch {
    return false;
  }
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local')) return true;
  if (host === '[::1]') return true;
  return privateIpv4.some((pattern) => pattern.test(host));
}

/**
 * Why the models cannot be listed yet, or undefined when they can. A hosted provider answers a request without
 * a key with an error (or, offline, a network failure), so it waits for the key; a local server is asked at once.
 */
export function modelListingBlocker(connection: ModelListConnection): string | undefined {
  const baseUrl = normalizeBaseUrl(connection.baseUrl);
  if (!/^https?:\/\/\S+$/.test(baseUrl)) return 'Enter a base URL to list models.';
  if (connection.apiKey.trim()) return undefined;
  if (connection.provider === 'ollama' || isLocalServer(baseUrl)) return undefined;
  return 'Enter a key to list models.';
}
