/** The folder of the Mastra agent the end-to-end journey runs against (with a trailing slash). */
export const mastraAgentFolder: string;
/** Whether every dependency of the agent's package.json is installed at the version it pins. */
export function mastraAgentInstalled(): boolean;
/** Runs `npm ci --legacy-peer-deps` in the agent's folder unless it is installed already. */
export function ensureMastraAgentInstalled(): void;
