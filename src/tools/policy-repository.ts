import type { ToolPolicy } from './tool-definition.ts';
import type { ToolsDatabase } from './tools-database.ts';
import { sharedToolsDatabase } from './tools-database.ts';

/** Every policy, for validation of what is stored and set. */
export const toolPolicies: readonly ToolPolicy[] = ['ask', 'always-approve', 'deny'];

/** The policy of a tool the operator has never set. */
export const defaultToolPolicy: ToolPolicy = 'ask';

/** The operator's remembered policy per tool, kept in IndexedDB so it survives a reload. */
export interface PolicyRepository {
  /** The tool's policy; `ask` when never set. */
  get(tool: string): Promise<ToolPolicy>;
  /** Remembers the tool's policy. */
  set(tool: string, policy: ToolPolicy): Promise<void>;
  /** Every policy the operator has set, by tool name. */
  all(): Promise<Readonly<Record<string, ToolPolicy>>>;
  /** Forgets the tool's policy, so it asks again. */
  reset(tool: string): Promise<void>;
}

function isToolPolicy(value: unknown): value is ToolPolicy {
  return typeof value === 'string' && (toolPolicies as readonly string[]).includes(value);
}

/** Policies over the tools database (the shared one unless `db` is given). */
export function createPolicyRepository(db: ToolsDatabase = sharedToolsDatabase()): PolicyRepository {
  return {
    async get(tool) {
      const stored = await db.policies.get(tool);
      // A value written by another version of the app that this one does not know falls back to asking.
      return isToolPolicy(stored?.policy) ? stored.policy : defaultToolPolicy;
    },
    async set(tool, policy) {
      if (!isToolPolicy(policy))
        throw new Error(`Unknown policy ${JSON.stringify(policy)}; use ${toolPolicies.join(', ')}.`);
      await db.policies.put({ tool, policy, updatedAt: Date.now() });
    },
    async all() {
      const rows = await db.policies.toArray();
      return Object.fromEntries(
        rows.filter((row) => isToolPolicy(row.policy)).map((row) => [row.tool, row.policy]),
      );
    },
    async reset(tool) {
      await db.policies.delete(tool);
    },
  };
}
