import { createId } from '../core/ids.ts';
import { compileRule } from '../core/rules/compile-rule.ts';
import type { CompiledRuleSet, RuleVerdict } from '../core/rules/decide-by-rules.ts';
import { compileRuleSet, decideByRules } from '../core/rules/decide-by-rules.ts';
import { preparePatternEngines } from '../core/rules/pattern-engines.ts';
import type { CallFacts, Rule, RuleSource, RuleStatus, WaitDeadline } from '../core/rules/rule.ts';
import type { ImportedRule } from '../core/rules/rules-file.ts';
import type { ToolTierSetting } from '../core/rules/tool-tier-setting.ts';
import { toolTierKey } from '../core/rules/tool-tier-setting.ts';
import type { SafetyTier } from '../core/safety-tier.ts';
import type { StoredRuleMatches, ToolsDatabase } from './tools-database.ts';
import { sharedToolsDatabase } from './tools-database.ts';

/** What the operator writes when creating or editing a rule; the list gives the id, number and place. */
export type RuleDraft = Omit<Rule, 'id' | 'number' | 'position' | 'createdAt' | 'updatedAt'>;

/** Thrown when a draft cannot be saved: the message lists every problem. */
export class InvalidRuleError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(problems.join(' '));
    this.name = 'InvalidRuleError';
  }
}

/** The operator's rules, kept in IndexedDB so they survive a reload, with how often each decided a call. */
export interface RuleRepository {
  /** Every rule, in list order. */
  list(): Promise<readonly Rule[]>;
  /** Adds a rule at the end of the list (or at the top with `first`) and gives it the next number. */
  add(draft: RuleDraft, options?: { readonly first?: boolean }): Promise<Rule>;
  /** Replaces a rule's content; its number and place stay. */
  update(id: string, draft: RuleDraft): Promise<Rule>;
  setStatus(id: string, status: RuleStatus): Promise<void>;
  /** Moves a rule one place up (-1) or down (+1) in the list. */
  move(id: string, step: -1 | 1): Promise<void>;
  remove(id: string): Promise<void>;
  /** Adds imported rules at the end, in the file's order, and the file's remote tool tiers; returns the rules as stored. */
  importRules(rules: readonly ImportedRule[], tiers?: readonly ToolTierSetting[]): Promise<readonly Rule[]>;
  /** The tiers the operator gave remote tools. */
  toolTiers(): Promise<readonly ToolTierSetting[]>;
  /**
   * Gives a remote tool its tier, or takes it back (`undefined`: the tool is `unknown` again); a LangGraph
   * deployment's tool is named by the deployment's URL besides.
   */
  setToolTier(
    source: RuleSource,
    tool: string,
    tier: SafetyTier | undefined,
    deployment?: string,
  ): Promise<void>;
  /** How often each rule decided a call, by rule id. */
  matches(): Promise<Readonly<Record<string, StoredRuleMatches>>>;
  /** Counts a decision by `ruleIds` (the deciding rule, and shadow rules that matched). */
  recordMatches(ruleIds: readonly string[], at: number): Promise<void>;
  /** How long a call of `source` may wait when no rule says. */
  sourceDeadline(source: RuleSource): Promise<WaitDeadline | undefined>;
  setSourceDeadline(source: RuleSource, deadline: WaitDeadline | undefined): Promise<void>;
  /**
   * Decides a call against the stored rules; the source's deadline applies when no matching rule sets one. A
   * call of `unknown` tier is decided with the tier the operator gave its tool, when there is one.
   */
  decide(facts: CallFacts, now: number): Promise<RuleVerdict>;
}

function validated(draft: RuleDraft): RuleDraft {
  const compiled = compileRule({ ...draft, id: 'draft', number: 0, position: 0, createdAt: 0, updatedAt: 0 });
  if (!compiled.ok) throw new InvalidRuleError(compiled.problems);
  if (draft.expiresAt !== undefined && !Number.isFinite(draft.expiresAt))
    throw new InvalidRuleError(['The expiry is not a valid time.']);
  if (draft.deadline && !(draft.deadline.waitMs >= 1_000))
    throw new InvalidRuleError(['A deadline must give at least one second to decide.']);
  return draft;
}

/** The rules over the tools database (the shared one unless `db` is given). */
export function createRuleRepository(db: ToolsDatabase = sharedToolsDatabase()): RuleRepository {
  let cache: { readonly fingerprint: string; readonly set: CompiledRuleSet } | undefined;
  const ordered = async () => (await db.rules.orderBy('position').toArray()) as readonly Rule[];

  async function nextNumber(): Promise<number> {
    const stored = await db.ruleSettings.get('nextNumber');
    const highest = (await db.rules.toArray()).reduce((max, rule) => Math.max(max, rule.number), 0);
    return Math.max(typeof stored?.value === 'number' ? stored.value : 1, highest + 1);
  }

  async function append(drafts: readonly (RuleDraft & { readonly createdAt?: number })[], first: boolean) {
    return db.transaction('rw', db.rules, db.ruleSettings, async () => {
      const rules = await ordered();
      let number = await nextNumber();
      const now = Date.now();
      const edge = first ? (rules[0]?.position ?? 0) - drafts.length : (rules.at(-1)?.position ?? -1) + 1;
      const added = drafts.map((draft, index): Rule => ({
        ...validated(draft),
        id: createId('rule'),
        number: number++,
        position: edge + index,
        createdAt: draft.createdAt ?? now,
        updatedAt: now,
      }));
      await db.rules.bulkAdd(added);
      await db.ruleSettings.put({ key: 'nextNumber', value: number });
      return added;
    });
  }

  async function compiled(rules: readonly Rule[]): Promise<CompiledRuleSet> {
    // Read at every decision, so a rule changed in another tab applies at once; compiling 1,000 rules costs far
    // more than deciding against them, so the compiled set is kept while no rule changed.
    const fingerprint = rules
      .map((rule) => `${rule.id}:${rule.updatedAt}:${rule.position}:${rule.status}`)
      .join('|');
    if (cache?.fingerprint === fingerprint) return cache.set;
    await preparePatternEngines(rules);
    const set = compileRuleSet(rules);
    cache = { fingerprint, set };
    return set;
  }

  return {
    list: ordered,
    async add(draft, options = {}) {
      // Before the transaction: awaiting anything but IndexedDB inside one would end it.
      await preparePatternEngines([draft]);
      const [rule] = await append([draft], options.first ?? false);
      return rule!;
    },
    async update(id, draft) {
      await preparePatternEngines([draft]);
      const current = await db.rules.get(id);
      if (!current) throw new Error(`There is no rule ${id}; it may have been deleted in another tab.`);
      const { id: _id, number, position, createdAt } = current;
      const next: Rule = { ...validated(draft), id, number, position, createdAt, updatedAt: Date.now() };
      await db.rules.put(next);
      return next;
    },
    async setStatus(id, status) {
      await db.rules.update(id, { status, updatedAt: Date.now() });
    },
    async move(id, step) {
      await db.transaction('rw', db.rules, async () => {
        const rules = await ordered();
        const index = rules.findIndex((rule) => rule.id === id);
        const other = rules[index + step];
        if (index < 0 || !other) return;
        const rule = rules[index]!;
        await db.rules.update(rule.id, { position: other.position });
        await db.rules.update(other.id, { position: rule.position });
      });
    },
    async remove(id) {
      await db.transaction('rw', db.rules, db.ruleMatches, async () => {
        await db.rules.delete(id);
        await db.ruleMatches.delete(id);
      });
    },
    async importRules(rules, tiers = []) {
      await preparePatternEngines(rules);
      const added = await append(rules, false);
      await db.ruleSettings.bulkPut(
        tiers.map((setting) => ({
          key: toolTierKey(setting.source, setting.tool, setting.deployment),
          value: setting,
        })),
      );
      return added;
    },
    async toolTiers() {
      const rows = await db.ruleSettings.where('key').startsWith('tier:').toArray();
      return rows.map((row) => row.value as ToolTierSetting);
    },
    async setToolTier(source, tool, tier, deployment) {
      const key = toolTierKey(source, tool, deployment);
      if (!tier) {
        await db.ruleSettings.delete(key);
        return;
      }
      const setting: ToolTierSetting = { source, tool, tier, ...(deployment ? { deployment } : {}) };
      await db.ruleSettings.put({ key, value: setting });
    },
    async matches() {
      const rows = await db.ruleMatches.toArray();
      return Object.fromEntries(rows.map((row) => [row.ruleId, row]));
    },
    async recordMatches(ruleIds, at) {
      if (ruleIds.length === 0) return;
      await db.transaction('rw', db.ruleMatches, async () => {
        for (const ruleId of ruleIds) {
          const row = await db.ruleMatches.get(ruleId);
          await db.ruleMatches.put({ ruleId, count: (row?.count ?? 0) + 1, lastAt: at });
        }
      });
    },
    async sourceDeadline(source) {
      const row = await db.ruleSettings.get(`deadline:${source}`);
      return (row?.value as WaitDeadline | undefined) ?? undefined;
    },
    async setSourceDeadline(source, deadline) {
      if (deadline && !(deadline.waitMs >= 1_000))
        throw new InvalidRuleError(['A deadline must give at least one second to decide.']);
      if (deadline) await db.ruleSettings.put({ key: `deadline:${source}`, value: deadline });
      else await db.ruleSettings.delete(`deadline:${source}`);
    },
    async decide(facts, now) {
      // One read for all a decision needs: a fleet raises a thousand calls at once, each decided here.
      const [rules, tierRow, deadlineRow] = await db.transaction('r', db.rules, db.ruleSettings, () =>
        Promise.all([
          ordered(),
          facts.tier === 'unknown' ? db.ruleSettings.get(toolTierKey(facts.source, facts.tool)) : undefined,
          db.ruleSettings.get(`deadline:${facts.source}`),
        ]),
      );
      const given = tierRow?.value as ToolTierSetting | undefined;
      const verdict = decideByRules(await compiled(rules), given ? { ...facts, tier: given.tier } : facts, now);
      if (verdict.deadline || verdict.effect !== 'ask') return verdict;
      const fallback = deadlineRow?.value as WaitDeadline | undefined;
      return fallback ? { ...verdict, deadline: fallback } : verdict;
    },
  };
}
