/** The folder of the AI SDK chat route the end-to-end journeys run against (with a trailing slash). */
export const aiSdkAgentFolder: string;
/** Runs `npm ci` in the route's folder unless it is installed already. */
export function ensureAiSdkAgentInstalled(): void;
