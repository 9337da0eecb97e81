import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../core/json.ts';
import type { AgentProfile, OperatorProfile } from './access.ts';
import { checkAccess, defaultAgentProfile, defaultOperatorProfile, withholdFields } from './access.ts';
import { createRecordTools } from './record-tools.ts';
import { findModel } from './record-models.ts';
import { checkCall, seededTools, toolContext as context } from '../test/record-tools-test-support.ts';

const order = findModel('order')!;
const registryWith = (operator: OperatorProfile, agent: AgentProfile) =>
  seededTools({ tools: createRecordTools, operator, agent });

describe('checkAccess', () => {
  it('permits what both sides permit', () => {
    expect(checkAccess(defaultOperatorProfile, defaultAgentProfile, order, 'update')).toBeUndefined();
  });

  it('names the agent when only the agent may not, and says the operator may', () => {
    const refusal = checkAccess(defaultOperatorProfile, defaultAgentProfile, order, 'delete');
    expect(refusal?.source).toBe('agent-access');
    expect(refusal?.message).toContain('The agent may not delete Order records, though you may');
  });

  it('names the operator when the operator may not, whatever the agent may', () => {
    const agent: AgentProfile = { name: 'bold', models: { order: ['create'] } };
    const refusal = checkAccess(defaultOperatorProfile, agent, order, 'create');
    expect(refusal?.source).toBe('operator-access');
    expect(refusal?.message).toContain(
      'You may not create Order records (role "support-lead"), though the agent could',
    );
  });

  it('reports the operator side when neither may', () => {
    const refusal = checkAccess(defaultOperatorProfile, { name: 'none', models: {} }, order, 'create');
    expect(refusal?.source).toBe('operator-access');
    expect(refusal?.message).toContain('and neither may the agent');
  });

  it('never reads as malformed input', () => {
    for (const operation of ['create', 'delete'] as const) {
      const message =
        checkAccess(defaultOperatorProfile, defaultAgentProfile, order, operation)?.message ?? '';
      expect(message).toContain('not a problem with the arguments');
      expect(message).not.toMatch(/invalid|malformed|schema/i);
    }
  });
});

describe('access through the record tools', () => {
  it('refuses a delete the agent may not do, before the operator is asked', async () => {
    const { registry } = await registryWith(defaultOperatorProfile, defaultAgentProfile);
    const args = { model: 'order', id: 1042 };
    const refusal = await checkCall(registry, 'delete_record', args);
    expect(refusal).toMatchObject({ source: 'agent-access' });
  });

  it('refuses a write the operator may not do', async () => {
    const args = { model: 'customer', id: 17, values: { tier: 'enterprise' } };
    const operator: OperatorProfile = { role: 'viewer', models: { customer: { operations: ['read'] } } };
    const { registry: strict } = await registryWith(operator, {
      name: 'bold',
      models: { customer: ['read', 'update'] },
    });
    const refused = await checkCall(strict, 'update_record', args);
    expect(refused?.source).toBe('operator-access');
    expect(refused?.message).toContain(
      'You may not update Customer records (role "viewer"), though the agent could',
    );
  });

  it('withholds fields the operator may not read, and marks them', async () => {
    const { registry } = await registryWith(defaultOperatorProfile, defaultAgentProfile);
    const result = (await registry
      .get('read_record')!
      .execute({ model: 'customer', id: 17 }, context)) as Record<string, unknown>;
    expect(result).not.toHaveProperty('tax_id');
    expect(result._withheld).toEqual(['tax_id']);
    expect(result.email).toBe('dana.whitfield@example.com');
    const search = (await registry
      .get('search_records')!
      .execute({ model: 'customer', limit: 3 }, context)) as {
      records: Record<string, unknown>[];
    };
    for (const record of search.records) expect(record._withheld).toEqual(['tax_id']);
  });

  it('refuses naming a withheld field as an access matter, not as an unknown field', async () => {
    const { registry } = await registryWith(defaultOperatorProfile, defaultAgentProfile);
    const calls: JsonObject[] = [
      { model: 'customer', fields: ['name', 'tax_id'] },
      { model: 'customer', filter: [{ field: 'tax_id', op: 'eq', value: 'TX-1' }] },
      { model: 'customer', order: { field: 'tax_id' } },
    ];
    for (const args of calls) {
      const refusal = await checkCall(registry, 'search_records', args);
      expect(refusal?.source).toBe('operator-access');
      expect(refusal?.message).toContain('You may not read Customer.tax_id');
    }
  });

  it('leaves a record without withheld fields unmarked', () => {
    expect(withholdFields({ id: 1, name: 'x' }, defaultOperatorProfile, 'customer')).toEqual({
      id: 1,
      name: 'x',
    });
  });
});
