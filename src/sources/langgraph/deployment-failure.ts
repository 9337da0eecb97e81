/** Why a request to a LangGraph deployment failed, in terms the operator can act on. */
export type DeploymentFailure =
  | { readonly kind: 'unreachable'; readonly message: string }
  | { readonly kind: 'unauthorized'; readonly status: 401 | 403; readonly message: string }
  | { readonly kind: 'not-langgraph'; readonly message: string }
  | { readonly kind: 'busy'; readonly message: string }
  | { readonly kind: 'not-found'; readonly message: string }
  | { readonly kind: 'refused'; readonly status: number; readonly message: string };

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

function serverText(error: unknown): string {
  const text = (error as { text?: unknown } | null)?.text;
  const raw = typeof text === 'string' ? text : error instanceof Error ? error.message : String(error);
  try {
    const parsed = JSON.parse(raw) as { detail?: unknown; message?: unknown };
    const detail = parsed.detail ?? parsed.message;
    if (typeof detail === 'string') return detail.slice(0, 300);
  } catch {
    // not JSON: the text as it came
  }
  return raw.slice(0, 300);
}

/**
 * Words a failure of `@langchain/langgraph-sdk` (or of fetch under it) for the deployment at `url`: nothing
 * answered, the key was refused (401/403), the server is not a LangGraph API (no such route, or an answer that
 * is not JSON), the thread is busy with a run (422, "already running a task"), the thread is gone (404), or the
 * server refused the request with its own reason.
 */
export function describeDeploymentFailure(error: unknown, url: string): DeploymentFailure {
  const status = statusOf(error);
  if (status === 401 || status === 403)
    return {
      kind: 'unauthorized',
      status,
      message:
        status === 401
          ? `${url} refused the API key (401): check the key in Settings → LangGraph deployment.`
          : `${url} does not let this key do that (403).`,
    };
  if (status === 422 && /already running/i.test(serverText(error)))
    return { kind: 'busy', message: 'The thread is already running a task: someone else decided.' };
  if (status === 404 && /thread/i.test(serverText(error)))
    return { kind: 'not-found', message: 'The thread no longer exists on the deployment (it was deleted).' };
  if (status === 404 || status === 405)
    return {
      kind: 'not-langgraph',
      message: `${url} answered ${status} where a LangGraph API lists assistants: is this the deployment's URL?`,
    };
  if (status !== undefined)
    return { kind: 'refused', status, message: `${url} answered ${status}: ${serverText(error)}` };
  if (error instanceof SyntaxError)
    return {
      kind: 'not-langgraph',
      message: `${url} answered with something that is not JSON: not a LangGraph API.`,
    };
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'ConnectionError' || error instanceof TypeError || name === 'TimeoutError')
    return {
      kind: 'unreachable',
      message: `Nothing answered at ${url}: the deployment is down, the URL is wrong, or it does not allow this page's origin (CORS).`,
    };
  return { kind: 'refused', status: 0, message: `${url}: ${serverText(error)}` };
}

/** An error carrying a worded failure, so callers up the stack (TanStack Query) keep the wording. */
export class DeploymentError extends Error {
  readonly failure: DeploymentFailure;
  constructor(failure: DeploymentFailure) {
    super(failure.message);
    this.name = 'DeploymentError';
    this.failure = failure;
  }
}
