import type { AgUiAgentInput } from '../../store/ag-ui-slice-contract.ts';

/** The connect form's fields: headers are rows so a value can be typed before its name. */
export interface AgentFormValues {
  readonly url: string;
  readonly name: string;
  readonly headers: readonly { readonly name: string; readonly value: string }[];
  readonly rememberHeaders: boolean;
}

/** Why the URL cannot be an agent's run endpoint, or true. */
export function validateAgentUrl(value: string): true | string {
  const text = value.trim();
  if (!text) return 'Enter the URL of the agent run endpoint.';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'Not a URL: write it whole, such as http://127.0.0.1:8787/agent.';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'Use an http:// or https:// URL.';
  return true;
}

/** Why a header name cannot be sent, or true. */
export function validateHeaderName(value: string): true | string {
  if (!value.trim()) return true;
  return /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(value.trim())
    ? true
    : 'A header name is letters, digits and - only.';
}

/** What the store saves: the name defaults to the URL's host, empty header rows are dropped. */
export function toAgentInput(values: AgentFormValues, id?: string): AgUiAgentInput {
  const url = values.url.trim();
  let name = values.name.trim();
  if (!name) {
    try {
      name = new URL(url).host;
    } catch {
      name = url;
    }
  }
  const headers: Record<string, string> = {};
  for (const row of values.headers)
    if (row.name.trim() && row.value.trim()) headers[row.name.trim()] = row.value.trim();
  return { ...(id ? { id } : {}), url, name, headers, rememberHeaders: values.rememberHeaders };
}
