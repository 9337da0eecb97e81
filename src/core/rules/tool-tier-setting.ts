import type { CallTier, SafetyTier } from '../safety-tier.ts';
import type { RuleSource } from './rule.ts';

/**
 * The tier the operator gave a remote tool, named as rules name it: an AG-UI agent's `<agent name>__<tool>`, a
 * LangGraph deployment's tool by its own name with the deployment's URL (`deployment`), so each deployment keeps
 * its own. A remote tool without one is `unknown`, handled like `destructive`.
 */
export interface ToolTierSetting {
  readonly source: RuleSource;
  readonly tool: string;
  readonly tier: SafetyTier;
  /** The LangGraph deployment or AI SDK route (its URL) the tool belongs to. */
  readonly deployment?: string;
}

/** JSON Schema of one setting in a rules file. */
export const toolTierSettingSchema = {
  type: 'object',
  required: ['source', 'tool', 'tier'],
  properties: {
    source: { enum: ['built-in', 'ag-ui', 'mcp', 'langgraph', 'ai-sdk'] },
    tool: { type: 'string', minLength: 1, maxLength: 200 },
    tier: { enum: ['read-only', 'write', 'destructive'] },
    deployment: { type: 'string', minLength: 1, maxLength: 2_000 },
  },
  additionalProperties: false,
} as const;

/** Where a setting is kept among the rule settings. */
export function toolTierKey(source: RuleSource, tool: string, deployment?: string): string {
  return deployment === undefined
    ? `tier:${source}:${tool}`
    : `tier:${source}:${JSON.stringify([deployment, tool])}`;
}

/** Whose tools are tiered together: an AG-UI agent (by its name), a deployment or a route (by its URL). */
export type RemoteToolOwner =
  | { readonly source: 'ag-ui'; readonly agentName: string }
  | { readonly source: 'langgraph' | 'ai-sdk'; readonly deployment: string };

/** A remote tool, as its tier is looked up: an AG-UI agent's by the agent's name, a deployment's by its URL. */
export type RemoteTool = RemoteToolOwner & { readonly tool: string };

/**
 * The tiers the operator gave `owner`'s tools among `settings`, by the tool's own name (an AG-UI agent's without
 * the `<agent name>__` the rules put before it).
 */
export function ownerToolTiers(
  settings: readonly ToolTierSetting[],
  owner: RemoteToolOwner,
): ReadonlyMap<string, SafetyTier> {
  if (owner.source === 'ag-ui') {
    const prefix = `${owner.agentName}__`;
    return new Map(
      settings
        .filter((setting) => setting.source === 'ag-ui' && setting.tool.startsWith(prefix))
        .map((setting) => [setting.tool.slice(prefix.length), setting.tier]),
    );
  }
  return new Map(
    settings
      .filter((setting) => setting.source === owner.source && setting.deployment === owner.deployment)
      .map((setting) => [setting.tool, setting.tier]),
  );
}

/** Where the tier of `owner`'s `tool` is kept: its source, its name as rules name it, and its deployment. */
export function ownerToolTierPlace(
  owner: RemoteToolOwner,
  tool: string,
): { readonly source: RuleSource; readonly tool: string; readonly deployment?: string } {
  return owner.source === 'ag-ui'
    ? { source: 'ag-ui', tool: `${owner.agentName}__${tool}` }
    : { source: owner.source, tool, deployment: owner.deployment };
}

/** The tier the operator gave a remote tool among `settings`, or undefined while it has none (`unknown`). */
export function givenToolTier(
  settings: readonly ToolTierSetting[],
  remote: RemoteTool,
): SafetyTier | undefined {
  const found = settings.find((setting) =>
    remote.source === 'ag-ui'
      ? setting.source === 'ag-ui' &&
        setting.deployment === undefined &&
        setting.tool === `${remote.agentName}__${remote.tool}`
      : setting.source === remote.source &&
        setting.deployment === remote.deployment &&
        setting.tool === remote.tool,
  );
  return found?.tier;
}

/**
 * A remote call as the rules see it: its tool as they name it (an AG-UI agent's `<agent name>__<tool>`, a
 * deployment's tool by its own name) and the tier the operator gave it, else `unknown`.
 */
export function remoteCallFacts(
  settings: readonly ToolTierSetting[],
  remote: RemoteTool,
): { readonly tool: string; readonly tier: CallTier } {
  const tier = givenToolTier(settings, remote) ?? 'unknown';
  return remote.source === 'ag-ui'
    ? { tool: `${remote.agentName}__${remote.tool}`, tier }
    : { tool: remote.tool, tier };
}
