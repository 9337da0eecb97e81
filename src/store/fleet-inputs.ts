import type { Conversation } from '../core/conversation.ts';
import type {
  FleetActivity,
  FleetConnection,
  FleetSourceInput,
  FleetThreadInput,
} from '../core/fleet/fleet-rows.ts';
import { remoteOwnerId, sourceOf } from '../core/source.ts';
import type { AppState } from './app-state.ts';

/** The parts of the store the fleet is built from; each is a stored object, so a change is seen by reference. */
export type FleetParts = Pick<
  AppState,
  | 'conversation'
  | 'backgroundConversations'
  | 'agentStatus'
  | 'agUiAgents'
  | 'agUiAgentStatus'
  | 'agUiThreads'
  | 'mcpServers'
  | 'langGraphDeployment'
  | 'langGraphRuns'
  | 'aiSdkRoutes'
  | 'aiSdkRouteStatus'
  | 'aiSdkDeliveries'
  | 'aiSdkRunning'
>;

/** The fleet's parts of the state, for a component to select one by one (each a stable reference). */
export const fleetPartSelectors = {
  conversation: (state: AppState) => state.conversation,
  backgroundConversations: (state: AppState) => state.backgroundConversations,
  agentStatus: (state: AppState) => state.agentStatus,
  agUiAgents: (state: AppState) => state.agUiAgents,
  agUiAgentStatus: (state: AppState) => state.agUiAgentStatus,
  agUiThreads: (state: AppState) => state.agUiThreads,
  mcpServers: (state: AppState) => state.mcpServers,
  langGraphDeployment: (state: AppState) => state.langGraphDeployment,
  langGraphRuns: (state: AppState) => state.langGraphRuns,
  aiSdkRoutes: (state: AppState) => state.aiSdkRoutes,
  aiSdkRouteStatus: (state: AppState) => state.aiSdkRouteStatus,
  aiSdkDeliveries: (state: AppState) => state.aiSdkDeliveries,
  aiSdkRunning: (state: AppState) => state.aiSdkRunning,
} as const satisfies { readonly [K in keyof FleetParts]: (state: AppState) => FleetParts[K] };

/** Every part the fleet is built from; selected with a shallow comparison, the object changes only with a part. */
export function selectFleetParts(state: AppState): FleetParts {
  const parts = {} as Record<keyof FleetParts, unknown>;
  for (const key of Object.keys(fleetPartSelectors) as (keyof FleetParts)[])
    parts[key] = fleetPartSelectors[key](state);
  return parts as FleetParts;
}

const connected: FleetConnection = { status: 'connected' };

/** The key of a thread's source among the fleet's sources. */
export function fleetSourceKey(conversation: Conversation): string {
  const source = sourceOf(conversation);
  if (source.kind === 'ag-ui') return `ag-ui:${source.agentId}`;
  if (source.kind === 'langgraph') return `langgraph:${source.deploymentId}`;
  if (source.kind === 'ai-sdk') return `ai-sdk:${source.routeId}`;
  return 'built-in';
}

function builtInActivity(status: AppState['agentStatus']): FleetActivity {
  if (status.status === 'error') return { status: 'failed', reason: status.message };
  if (status.status === 'idle' || status.status === 'waiting') return { status: 'idle' };
  return { status: 'running' };
}

function mcpConnection(connection: AppState['mcpServers'][number]['connection']): FleetConnection {
  switch (connection.status) {
    case 'connected':
      return connected;
    case 'connecting':
      return { status: 'connecting' };
    case 'failed':
      return { status: 'failed', reason: connection.failure.message };
    case 'lost':
      return { status: 'disconnected', reason: connection.reason };
    default:
      return { status: 'disconnected' };
  }
}

function agUiConnection(status: AppState['agUiAgentStatus'][string] | undefined): FleetConnection {
  if (status?.status === 'failed') return { status: 'failed', reason: status.failure.message };
  if (status?.status === 'checking') return { status: 'connecting' };
  return connected;
}

function threadActivity(parts: FleetParts, conversation: Conversation): FleetActivity {
  const source = sourceOf(conversation);
  if (source.kind === 'built-in') return builtInActivity(parts.agentStatus);
  if (source.kind === 'langgraph')
    return parts.langGraphRuns[conversation.id] ? { status: 'running' } : { status: 'idle' };
  if (source.kind === 'ai-sdk') {
    const delivery = parts.aiSdkDeliveries[conversation.id];
    if (delivery?.status === 'failed')
      return { status: 'failed', reason: `The answer was not sent: ${delivery.message}` };
    return parts.aiSdkRunning[conversation.id] ? { status: 'running' } : { status: 'idle' };
  }
  const view = parts.agUiThreads[conversation.id];
  if (view?.delivery?.status === 'failed')
    return { status: 'failed', reason: `The answer was not sent: ${view.delivery.message}` };
  if (view?.run.status === 'failed') return { status: 'failed', reason: view.run.message };
  if (view?.run.status === 'running' || view?.delivery?.status === 'sending') return { status: 'running' };
  return { status: 'idle' };
}

/**
 * What the fleet is built from: every source the operator is attached to (the built-in agent, each AG-UI agent,
 * the LangGraph deployment, each MCP server) and every thread this tab holds. A thread whose agent or deployment
 * is no longer attached keeps a source row of its own, disconnected.
 */
export function fleetInputs(parts: FleetParts): {
  readonly sources: readonly FleetSourceInput[];
  readonly threads: readonly FleetThreadInput[];
} {
  const sources: FleetSourceInput[] = [
    { key: 'built-in', kind: 'built-in', name: 'Built-in agent', connection: connected },
  ];
  for (const agent of parts.agUiAgents)
    sources.push({
      key: `ag-ui:${agent.id}`,
      kind: 'ag-ui',
      name: agent.name,
      connection: agUiConnection(parts.agUiAgentStatus[agent.id]),
    });
  if (parts.langGraphDeployment) {
    const url = parts.langGraphDeployment.url.replace(/\/+$/, '');
    sources.push({ key: `langgraph:${url}`, kind: 'langgraph', name: url, connection: connected });
  }
  for (const route of parts.aiSdkRoutes) {
    const status = parts.aiSdkRouteStatus[route.url];
    sources.push({
      key: `ai-sdk:${route.url}`,
      kind: 'ai-sdk',
      name: route.name,
      connection:
        status?.status === 'failed'
          ? { status: 'failed', reason: status.failure.message }
          : status?.status === 'checking'
            ? { status: 'connecting' }
            : connected,
    });
  }
  for (const server of parts.mcpServers)
    sources.push({
      key: `mcp:${server.settings.id}`,
      kind: 'mcp',
      name: server.settings.name,
      connection: mcpConnection(server.connection),
    });

  const conversations = [parts.conversation, ...Object.values(parts.backgroundConversations)];
  const threads: FleetThreadInput[] = [];
  const known = new Set(sources.map((source) => source.key));
  for (const conversation of conversations) {
    const sourceKey = fleetSourceKey(conversation);
    if (!known.has(sourceKey)) {
      const source = sourceOf(conversation);
      known.add(sourceKey);
      sources.push({
        key: sourceKey,
        kind: source.kind,
        name: source.kind === 'built-in' ? '' : remoteOwnerId(source),
        connection: { status: 'disconnected', reason: 'No longer attached.' },
      });
    }
    threads.push({ sourceKey, conversation, activity: threadActivity(parts, conversation) });
  }
  return { sources, threads };
}
