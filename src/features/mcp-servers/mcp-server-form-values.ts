import type { McpServerInput } from '../../store/mcp-slice-contract.ts';
import type { StoredMcpServer } from '../../store/saved-records.ts';
import { defaultMcpTimeoutSeconds } from '../../store/saved-records.ts';

/** One extra request header as the form edits it. */
export interface HeaderRow {
  readonly name: string;
  readonly value: string;
}

/** The server form's fields. */
export interface McpServerFormValues {
  readonly name: string;
  readonly url: string;
  readonly trusted: boolean;
  readonly timeoutSeconds: number;
  readonly headers: readonly HeaderRow[];
  readonly rememberHeaders: boolean;
}

/** Headers the transport sets itself; the operator's value would be overwritten or break the protocol. */
const reservedHeaders = ['content-type', 'accept', 'mcp-session-id', 'mcp-protocol-version', 'last-event-id'];
const tokenPattern = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** The form for a new server, or filled from a stored one and its header values. */
export function initialServerValues(
  stored: StoredMcpServer | undefined,
  headers: Readonly<Record<string, string>>,
): McpServerFormValues {
  return {
    name: stored?.name ?? '',
    url: stored?.url ?? '',
    trusted: stored?.trusted ?? false,
    timeoutSeconds: stored?.timeoutSeconds ?? defaultMcpTimeoutSeconds,
    headers: Object.entries(headers).map(([name, value]) => ({ name, value })),
    rememberHeaders: stored?.rememberHeaders ?? false,
  };
}

export function validateServerUrl(value: string): true | string {
  const trimmed = value.trim();
  if (!trimmed) return 'Enter the URL of the MCP endpoint.';
  try {
    const url = new URL(trimmed);
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      return 'The URL must start with http:// or https://.';
    if (url.username || url.password) return 'Put credentials in a header, not in the URL.';
    return true;
  } catch {
    return 'This is not a URL (for example http://127.0.0.1:3001/mcp).';
  }
}

export function validateHeaderName(value: string): true | string {
  const name = value.trim();
  if (!name) return 'Name the header.';
  if (!tokenPattern.test(name)) return 'A header name is letters, digits and - only.';
  if (reservedHeaders.includes(name.toLowerCase())) return `${name} is set by the connection itself.`;
  return true;
}

export function validateHeaderValue(value: string): true | string {
  return /[\r\n\0]/.test(value) ? 'A header value is one line.' : true;
}

/** The form's values as what the store saves. */
export function toServerInput(values: McpServerFormValues, id: string | undefined): McpServerInput {
  const headers = Object.fromEntries(
    values.headers.filter((row) => row.name.trim()).map((row) => [row.name.trim(), row.value.trim()]),
  );
  const timeout = Number(values.timeoutSeconds);
  return {
    ...(id ? { id } : {}),
    name: values.name.trim() || new URL(values.url.trim()).host,
    url: values.url.trim(),
    trusted: values.trusted,
    timeoutSeconds:
      Number.isFinite(timeout) && timeout > 0 ? Math.min(timeout, 3600) : defaultMcpTimeoutSeconds,
    headers,
    rememberHeaders: values.rememberHeaders,
  };
}
