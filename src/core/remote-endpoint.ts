/**
 * Whether a remote endpoint (an AG-UI agent, an AI SDK chat route) answered the last check; a failure carries
 * what the source says went wrong.
 */
export type EndpointStatus<Failure> =
  | { readonly status: 'unchecked' }
  | { readonly status: 'checking' }
  | { readonly status: 'ready' }
  | { readonly status: 'failed'; readonly failure: Failure };

/**
 * What the operator enters for a remote endpoint: its name, its URL and the headers sent with every request,
 * remembered across sessions only when `rememberHeaders` says so; `id` when it is already saved.
 */
export interface RemoteEndpointInput {
  readonly id?: string;
  readonly name: string;
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly rememberHeaders: boolean;
}
