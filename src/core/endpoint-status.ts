/**
 * Whether a remote endpoint (an AG-UI agent, an AI SDK chat route) answered the last check; a failure carries
 * what the source says went wrong.
 */
export type EndpointStatus<Failure> =
  | { readonly status: 'unchecked' }
  | { readonly status: 'checking' }
  | { readonly status: 'ready' }
  | { readonly status: 'failed'; readonly failure: Failure };
