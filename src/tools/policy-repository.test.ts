import { describe, expect, it } from 'vitest';
import { decideRun, policyRefusal } from './decide-run.ts';
import { createPolicyRepository } from './policy-repository.ts';
import type { SafetyTier, ToolPolicy } from './tool-definition.ts';
import { ToolsDatabase } from './tools-database.ts';

describe('policy repository', () => {
  it('asks for a tool whose policy was never set', async () => {
    const policies = createPolicyRepository(new ToolsDatabase(`policies-${crypto.randomUUID()}`));
    expect(await policies.get('send_email')).toBe('ask');
    expect(await policies.all()).toEqual({});
  });

  it('remembers policies across a reload (a new repository over the same database)', async () => {
    const name = `policies-${crypto.randomUUID()}`;
    const first = new ToolsDatabase(name);
    const before = createPolicyRepository(first);
    await before.set('send_email', 'always-approve');
    await before.set('update_record', 'deny');
    first.close();
    const after = createPolicyRepository(new ToolsDatabase(name));
    expect(await after.get('send_email')).toBe('always-approve');
    expect(await after.get('update_record')).toBe('deny');
    expect(await after.all()).toEqual({ send_email: 'always-approve', update_record: 'deny' });
    await after.reset('send_email');
    expect(await after.get('send_email')).toBe('ask');
  });

  it('refuses to store a policy it does not know, and asks for one stored by someone else', async () => {
    const db = new ToolsDatabase(`policies-${crypto.randomUUID()}`);
    const policies = createPolicyRepository(db);
    await expect(policies.set('send_email', 'sometimes' as ToolPolicy)).rejects.toThrow(
      'Unknown policy "sometimes"',
    );
    await db.policies.put({ tool: 'send_email', policy: 'sometimes' as ToolPolicy, updatedAt: 0 });
    expect(await policies.get('send_email')).toBe('ask');
  });
});

describe('decideRun', () => {
  const cases: readonly [SafetyTier, ToolPolicy, string][] = [
    ['read-only', 'ask', 'run'],
    ['read-only', 'deny', 'run'],
    ['write', 'ask', 'ask'],
    ['write', 'always-approve', 'run'],
    ['write', 'deny', 'refuse'],
    ['destructive', 'ask', 'ask'],
    ['destructive', 'always-approve', 'ask'],
    ['destructive', 'deny', 'refuse'],
  ];
  it.each(cases)('%s tool with policy %s → %s', (tier, policy, expected) => {
    expect(decideRun({ tier }, policy)).toBe(expected);
  });

  it('tells the model a denied tool will not run whatever its arguments', () => {
    const refusal = policyRefusal({ name: 'send_email' });
    expect(refusal.source).toBe('policy');
    expect(refusal.message).toContain('policy for send_email is "deny"');
  });
});
