import { Dexie } from 'dexie';
import { describe, expect, it, vi } from 'vitest';
import type { CallFacts } from '../core/rules/rule.ts';
import { exportRulesFile, importRulesFile } from '../core/rules/rules-file.ts';
import { givenToolTier } from '../core/rules/tool-tier-setting.ts';
import { InvalidRuleError, createRuleRepository } from './rule-repository.ts';
import { ToolsDatabase } from './tools-database.ts';
import { ruleDraft as draft } from '../test/rule-test-support.ts';

const facts = (overrides: Partial<CallFacts> = {}): CallFacts => ({
  source: 'built-in',
  tool: 'send_email',
  args: { to: 'dana@example.com' },
  tier: 'write',
  callId: 'call-1',
  conversationId: 'conv-1',
  sessionId: 'session-1',
  ...overrides,
});

const freshName = () => `rules-${crypto.randomUUID()}`;

describe('the policies of earlier versions become rules when the database opens', () => {
  it('migrates every stored policy, keeps the policies table, and decides as the policies did', async () => {
    const name = freshName();
    const old = new Dexie(name);
    old.version(1).stores({ records: '[model+id], model', policies: 'tool', outbox: '++id, sentAt' });
    await old.table('policies').bulkPut([
      { tool: 'send_email', policy: 'always-approve', updatedAt: 5 },
      { tool: 'update_record', policy: 'deny', updatedAt: 6 },
      { tool: 'delete_record', policy: 'always-approve', updatedAt: 7 },
    ]);
    await old.table('records').put({ model: 'customer', id: 1, data: { name: 'Dana' } });
    old.close();

    const db = new ToolsDatabase(name);
    const rules = createRuleRepository(db);
    const listed = await rules.list();
    expect(listed.map((rule) => [rule.number, rule.match.tool, rule.effect, rule.scope.kind])).toEqual([
      [1, 'delete_record', 'allow', 'always'],
      [2, 'send_email', 'allow', 'always'],
      [3, 'update_record', 'deny', 'always'],
    ]);
    expect(await db.policies.count()).toBe(3);
    expect(await db.records.count()).toBe(1);
    expect((await rules.decide(facts(), 0)).effect).toBe('allow');
    expect((await rules.decide(facts({ tool: 'update_record' }), 0)).effect).toBe('deny');
    expect((await rules.decide(facts({ tool: 'delete_record', tier: 'destructive' }), 0)).effect).toBe('ask');
    // The next rule is numbered after the migrated ones.
    expect((await rules.add(draft('create_record', 'ask'))).number).toBe(4);
    db.close();
  });

  it('opens an empty new database with no rules', async () => {
    const rules = createRuleRepository(new ToolsDatabase(freshName()));
    expect(await rules.list()).toEqual([]);
    expect((await rules.add(draft('x', 'ask'))).number).toBe(1);
  });
});

describe('rule repository', () => {
  it('keeps rules across a reload (a new repository over the same database)', async () => {
    const name = freshName();
    const first = new ToolsDatabase(name);
    const added = await createRuleRepository(first).add(
      draft('write_file', 'allow', {
        match: {
          sources: [],
          tool: 'write_file',
          conditions: [{ kind: 'glob', path: 'path', pattern: '/tmp/**' }],
        },
        deadline: { waitMs: 60_000, then: 'decline' },
      }),
    );
    first.close();
    const after = await createRuleRepository(new ToolsDatabase(name)).list();
    expect(after).toEqual([added]);
  });

  it('refuses an invalid rule with every problem, and stores nothing', async () => {
    const rules = createRuleRepository(new ToolsDatabase(freshName()));
    const bad = draft(' ', 'deny', {
      match: { sources: [], tool: ' ', conditions: [{ kind: 'regex', path: 'to', pattern: '(' }] },
    });
    await expect(rules.add(bad)).rejects.toThrow(InvalidRuleError);
    await expect(rules.add(bad)).rejects.toThrow(
      /tool pattern is empty.*regular expression \/\(\/ is invalid/,
    );
    expect(await rules.list()).toEqual([]);
  });

  it('edits, reorders, disables and deletes, and a change applies to the next decision', async () => {
    const rules = createRuleRepository(new ToolsDatabase(freshName()));
    const a = await rules.add(draft('send_email', 'allow'));
    const b = await rules.add(draft('send_*', 'ask'));
    expect((await rules.decide(facts(), 0)).rule?.id).toBe(b.id);
    await rules.setStatus(b.id, 'disabled');
    expect((await rules.decide(facts(), 0)).rule?.id).toBe(a.id);
    await rules.move(b.id, -1);
    expect((await rules.list()).map((rule) => rule.id)).toEqual([b.id, a.id]);
    const edited = await rules.update(a.id, draft('send_email', 'deny', { message: 'No email today.' }));
    expect(edited).toMatchObject({ id: a.id, number: a.number, effect: 'deny' });
    expect((await rules.decide(facts(), 0)).effect).toBe('deny');
    await rules.remove(a.id);
    expect((await rules.decide(facts(), 0)).effect).toBe('ask');
    expect((await rules.list()).map((rule) => rule.id)).toEqual([b.id]);
  });

  it('adds a rule at the top when asked', async () => {
    const rules = createRuleRepository(new ToolsDatabase(freshName()));
    await rules.add(draft('a', 'ask'));
    const top = await rules.add(draft('b', 'ask'), { first: true });
    expect((await rules.list())[0]?.id).toBe(top.id);
  });

  it('counts matches per rule', async () => {
    const rules = createRuleRepository(new ToolsDatabase(freshName()));
    const rule = await rules.add(draft('send_email', 'allow'));
    await rules.recordMatches([rule.id], 10);
    await rules.recordMatches([rule.id], 20);
    expect((await rules.matches())[rule.id]).toEqual({ ruleId: rule.id, count: 2, lastAt: 20 });
  });

  it("applies the source's deadline when no rule sets one, and only to calls that ask", async () => {
    const rules = createRuleRepository(new ToolsDatabase(freshName()));
    await rules.setSourceDeadline('built-in', { waitMs: 120_000, then: 'notify' });
    expect((await rules.decide(facts(), 0)).deadline).toEqual({ waitMs: 120_000, then: 'notify' });
    expect((await rules.decide(facts({ source: 'mcp' }), 0)).deadline).toBeUndefined();
    expect((await rules.decide(facts({ tier: 'read-only' }), 0)).deadline).toBeUndefined();
    await rules.setSourceDeadline('built-in', undefined);
    expect((await rules.decide(facts(), 0)).deadline).toBeUndefined();
  });

  it('imports an exported file after the existing rules, with new numbers', async () => {
    const from = createRuleRepository(new ToolsDatabase(freshName()));
    await from.add(draft('a', 'allow'));
    await from.add(draft('b', 'deny'));
    const text = exportRulesFile(await from.list(), 0);
    const into = createRuleRepository(new ToolsDatabase(freshName()));
    await into.add(draft('existing', 'ask'));
    const read = importRulesFile(text, 0);
    if (!read.ok) throw new Error(read.error);
    await into.importRules(read.rules);
    expect((await into.list()).map((rule) => [rule.number, rule.match.tool])).toEqual([
      [1, 'existing'],
      [2, 'a'],
      [3, 'b'],
    ]);
  });
});

describe('tiers the operator gives remote tools', () => {
  const remote = facts({ source: 'ag-ui', tool: 'support__delete_file', tier: 'unknown' });

  it('an allow rule does not run a remote tool of unknown tier; once tiered, it decides by that tier', async () => {
    const rules = createRuleRepository(new ToolsDatabase(freshName()));
    const allow = await rules.add(
      draft('support__*', 'allow', { match: { sources: ['ag-ui'], tool: 'support__*', conditions: [] } }),
    );
    const unknown = await rules.decide(remote, 0);
    expect(unknown).toMatchObject({ effect: 'ask', setAside: { id: allow.id } });
    await rules.setToolTier('ag-ui', 'support__delete_file', 'write');
    expect(await rules.decide(remote, 0)).toMatchObject({ effect: 'allow', rule: { id: allow.id } });
    await rules.setToolTier('ag-ui', 'support__delete_file', 'destructive');
    expect((await rules.decide(remote, 0)).effect).toBe('ask');
    // The tier is the tool's own: another agent's tool of the same name stays unknown.
    await rules.setToolTier('ag-ui', 'support__delete_file', 'write');
    expect((await rules.decide({ ...remote, tool: 'support__send_email' }, 0)).effect).toBe('ask');
    await rules.setToolTier('ag-ui', 'support__delete_file', undefined);
    expect((await rules.decide(remote, 0)).effect).toBe('ask');
    expect(await rules.toolTiers()).toEqual([]);
  });

  it("keep a LangGraph deployment's tiers apart from another deployment's and from an agent's", async () => {
    const rules = createRuleRepository(new ToolsDatabase(freshName()));
    await rules.setToolTier('langgraph', 'delete_file', 'read-only', 'http://127.0.0.1:2024');
    await rules.setToolTier('langgraph', 'delete_file', 'destructive', 'http://127.0.0.1:2025');
    await rules.setToolTier('ag-ui', 'delete_file', 'write');
    const settings = await rules.toolTiers();
    expect(settings).toHaveLength(3);
    const deployment = (url: string) =>
      ({ source: 'langgraph', deployment: url, tool: 'delete_file' }) as const;
    expect(givenToolTier(settings, deployment('http://127.0.0.1:2024'))).toBe('read-only');
    expect(givenToolTier(settings, deployment('http://127.0.0.1:2025'))).toBe('destructive');
    expect(givenToolTier(settings, deployment('http://127.0.0.1:2026'))).toBeUndefined();
    expect(givenToolTier(settings, { source: 'ag-ui', agentName: 'delete', tool: 'file' })).toBeUndefined();
    await rules.setToolTier('langgraph', 'delete_file', undefined, 'http://127.0.0.1:2024');
    expect(givenToolTier(await rules.toolTiers(), deployment('http://127.0.0.1:2024'))).toBeUndefined();
  });

  it('are exported with the rules and imported with them', async () => {
    const from = createRuleRepository(new ToolsDatabase(freshName()));
    await from.add(draft('support__*', 'ask'));
    await from.setToolTier('ag-ui', 'support__send_email', 'write');
    await from.setToolTier('langgraph', 'delete_file', 'destructive', 'http://127.0.0.1:2024');
    const text = exportRulesFile(await from.list(), 0, await from.toolTiers());
    const read = importRulesFile(text, 0);
    if (!read.ok) throw new Error(read.error);
    const into = createRuleRepository(new ToolsDatabase(freshName()));
    await into.importRules(read.rules, read.tiers);
    expect(await into.toolTiers()).toEqual(
      expect.arrayContaining([
        { source: 'ag-ui', tool: 'support__send_email', tier: 'write' },
        {
          source: 'langgraph',
          tool: 'delete_file',
          tier: 'destructive',
          deployment: 'http://127.0.0.1:2024',
        },
      ]),
    );
    expect(await into.toolTiers()).toHaveLength(2);
    const bad = text.replace('"tier": "write"', '"tier": "harmless"');
    expect(importRulesFile(bad, 0)).toMatchObject({ ok: false, error: expect.stringMatching(/tiers/) });
  });
});

describe('rules with patterns on a page that has not loaded the pattern engines', () => {
  it('loads them before saving or deciding, so a regular-expression deny rule refuses the call', async () => {
    // Fresh modules: the engines the test setup loaded belong to the shared copy, not to these.
    vi.resetModules();
    const { createRuleRepository: freshRepository } = await import('./rule-repository.ts');
    const { ToolsDatabase: FreshDatabase } = await import('./tools-database.ts');
    const { patternEngines } = await import('../core/rules/pattern-engines.ts');
    expect(() => patternEngines()).toThrow('not loaded yet');
    const repository = freshRepository(new FreshDatabase(freshName()));
    await repository.add(
      draft('send_email', 'deny', {
        match: {
          sources: [],
          tool: 'send_email',
          conditions: [{ kind: 'regex', path: 'to', pattern: '@rival\\.example$' }],
        },
        message: 'No mail to rivals.',
      }),
    );
    expect((await repository.decide(facts({ args: { to: 'ceo@rival.example' } }), 0)).effect).toBe('deny');
    expect((await repository.decide(facts(), 0)).effect).not.toBe('deny');
  });
});
