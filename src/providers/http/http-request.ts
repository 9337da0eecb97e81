/** One HTTP request as a provider adapter describes it; the transport sends it. */
export interface HttpRequest {
  readonly url: string;
  readonly method: 'GET' | 'POST';
  readonly headers: Readonly<Record<string, string>>;
  /** JSON body, serialized by the transport. */
  readonly body?: unknown;
}

/** The `fetch` a transport uses; tests and the settings screen may pass their own. */
export type FetchFunction = (input: string, init: RequestInit) => Promise<Response>;
