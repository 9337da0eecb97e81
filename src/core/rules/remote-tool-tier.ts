import type { CallTier, SafetyTier } from '../safety-tier.ts';
import type { RemoteSource, Source, TieredCall } from '../source.ts';
import { callTier, isRemoteSource } from '../source.ts';
import type { RemoteTool, ToolTierSetting } from './tool-tier-setting.ts';
import { givenToolTier, remoteCallFacts } from './tool-tier-setting.ts';

/** The connected AG-UI agents' names by agent id: such an agent's tools are tiered and ruled by its name. */
export type AgentNames = ReadonlyMap<string, string>;

/**
 * The key a remote call's tier is looked up under ({@link givenToolTier}): a tool of an AG-UI thread under its
 * agent's name (`agentNames`), a LangGraph deployment's or an AI SDK route's under the URL that owns it. Undefined
 * for an AG-UI thread whose agent is no longer connected: no setting can be told to name it, so its tools are
 * `unknown`. This is the one place that knows how each source keys its tiers, so the screens ask it instead.
 */
export function remoteToolOf(
  source: RemoteSource,
  tool: string,
  agentNames: AgentNames,
): RemoteTool | undefined {
  switch (source.kind) {
    case 'ag-ui': {
      const agentName = agentNames.get(source.agentId);
      return agentName === undefined ? undefined : { source: 'ag-ui', agentName, tool };
    }
    case 'langgraph':
      return { source: 'langgraph', deployment: source.deploymentId, tool };
    case 'ai-sdk':
      return { source: 'ai-sdk', deployment: source.routeId, tool };
  }
}

/**
 * The tier the operator gave each tool of a thread of `source`, as `callTier` takes it: undefined for a thread of
 * this page's agent, while the settings are still being read, and for a tool nobody has tiered (`unknown`).
 */
export function remoteTierLookup(
  settings: readonly ToolTierSetting[] | undefined,
  source: Source,
  agentNames: AgentNames,
): (tool: string) => SafetyTier | undefined {
  return (tool) => {
    if (!settings || !isRemoteSource(source)) return undefined;
    const remote = remoteToolOf(source, tool, agentNames);
    return remote ? givenToolTier(settings, remote) : undefined;
  };
}

/**
 * A remote call of `origin` as the rules see it ({@link remoteCallFacts}): its tool as rules name it and the tier
 * given to it, else `unknown`. A call of an AG-UI agent no longer connected keeps its own name and is `unknown`.
 */
export function remoteCallFactsOf(
  settings: readonly ToolTierSetting[],
  origin: RemoteSource,
  tool: string,
  agentNames: AgentNames,
): { readonly tool: string; readonly tier: CallTier } {
  const remote = remoteToolOf(origin, tool, agentNames);
  return remote ? remoteCallFacts(settings, remote) : { tool, tier: 'unknown' };
}

/**
 * A call's tier in a thread of `source`: in a remote thread every call is the remote side's (it runs them all),
 * so each has the tier the operator gave its tool, else `unknown`, whether or not it waits for an answer, and
 * never the tier of a tool of this page that shares its name; in this page's thread, {@link callTier}.
 */
export function threadCallTier(
  call: TieredCall,
  source: Source,
  tierOf: (name: string) => SafetyTier | undefined,
  remoteTierOf: (name: string) => SafetyTier | undefined,
): CallTier | undefined {
  return isRemoteSource(source)
    ? (remoteTierOf(call.name) ?? 'unknown')
    : callTier(call, tierOf, remoteTierOf);
}
