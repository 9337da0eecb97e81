import { describe, expect, it, vi } from 'vitest';
import type { ToolDefinition } from './tool-definition.ts';

const refund: ToolDefinition = {
  name: 'issue_refund',
  description: 'Refunds a payment.',
  inputSchema: {
    type: 'object',
    properties: { payment_id: { type: 'string', pattern: '^PAY-\\d+$' } },
    required: ['payment_id'],
  },
  tier: 'write',
  execute: () => Promise.resolve(null),
};

/** The check in a fresh module graph, where no one has loaded the pattern engine yet (the test set-up has). */
async function freshCheck() {
  vi.resetModules();
  const engines = await import('../core/rules/pattern-engines.ts');
  const { checkToolCall } = await import('./check-tool-call.ts');
  const { createToolRegistry } = await import('./tool-registry.ts');
  const registry = createToolRegistry([refund]);
  const check = (paymentId: string) =>
    checkToolCall(
      {
        name: 'issue_refund',
        args: { payment_id: paymentId },
        rawArguments: JSON.stringify({ payment_id: paymentId }),
      },
      registry,
      {} as never,
    );
  return { engines, check };
}

describe('a tool whose schema has a pattern, checked before anything loaded the pattern engine', () => {
  it('loads the engine and judges the arguments, rather than calling the schema invalid', async () => {
    const { engines, check } = await freshCheck();
    expect(engines.patternEnginesLoaded()).toBe(false);
    expect(await check('PAY-88213')).toBeUndefined();
    expect(engines.patternEnginesLoaded()).toBe(true);
    const refusal = await check('88213');
    expect(refusal?.source).toBe('invalid-arguments');
    expect(refusal?.message).toContain('do not match its input schema');
    expect(refusal?.message).not.toContain('itself invalid');
  });
});
